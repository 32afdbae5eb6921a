import 'server-only';
import { loadList, loadRecord, onError } from '../server/upstream/parsed';
import { PAYMENTS_PATH, PAYMENTS_SUM_PATH } from '../settings/payments';
import { paymentSchema, paymentsSumSchema } from './schema';

type Query = Record<string, string | number | undefined | null>;

/** Not in the specification: shown in place of the totals when they cannot be loaded. */
const SUM_ERROR = 'Не удалось загрузить итоги';

export const listPayments = (query: Query) => loadList(paymentSchema, PAYMENTS_PATH, onError.list, query);

/** The totals of the period; a failure is logged (§8) and shown in place of the totals. */
export async function getPaymentsSum(query: Query) {
  const { item, error } = await loadRecord(paymentsSumSchema, PAYMENTS_SUM_PATH, onError.own(SUM_ERROR, 'finance'), query);
  return { sum: item, error };
}
