import { ownApi } from '../api/client';
import type { OrderNote } from './timeline';

/** Staff notes on an order («Комментарий»), kept by the BFF itself (app/dashboard/own/orders/[id]/notes). */
export const notesApi = {
  list: (orderId: number) => ownApi.get<{ data: OrderNote[] }>(`orders/${orderId}/notes`).then((body) => body.data),
  add: (orderId: number, text: string) => ownApi.post<{ data: OrderNote }>(`orders/${orderId}/notes`, { text }).then((body) => body.data),
};
