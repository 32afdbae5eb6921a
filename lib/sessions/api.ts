import { ownApi } from '../api/client';
import type { EndedSessions, SessionView } from './types';

/** The browser's calls of «Активные сеансы» (the BFF's own API, app/dashboard/own/sessions). */
export const sessionsApi = {
  list: async () => (await ownApi.get<{ data: SessionView[] }>('sessions')).data,
  end: async (id: string) => (await ownApi.post<{ data: EndedSessions }>(`sessions/${encodeURIComponent(id)}/end`)).data,
  endOthers: async () => (await ownApi.post<{ data: EndedSessions }>('sessions/end-others')).data,
};
