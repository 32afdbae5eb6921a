import useSWR from 'swr';
import { api } from './client';
import type { SectionSummary, SectionType } from './section-types';

export { SECTION_TYPE_NAMES, type SectionSummary, type SectionType } from './section-types';

export const SECTIONS_KEY = 'chief/about';

export const sectionsApi = {
  list: () => api.get<{ data: SectionSummary[] }>(SECTIONS_KEY).then((body) => body.data),
  create: (values: { title: string; type: SectionType }) =>
    api.post<{ data: SectionSummary }>(SECTIONS_KEY, values).then((body) => body.data),
  remove: (id: number) => api.delete<unknown>(`${SECTIONS_KEY}/${id}`),
};

/** The company's sections, seeded with the server-rendered list. */
export function useSections(fallbackData: SectionSummary[]) {
  return useSWR(SECTIONS_KEY, sectionsApi.list, {
    fallbackData,
    // The layout rendered them a moment ago; the menu refetches after its own changes.
    revalidateOnMount: false,
    revalidateOnFocus: false,
  });
}
