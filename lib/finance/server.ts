import 'server-only';
import { loadItemOrError, loadParsedList } from '../server/upstream/parsed';
import { PAYMENTS_PATH, PAYMENTS_SUM_PATH } from '../settings/payments';
import { paymentSchema, paymentsSumSchema } from './schema';

type Query = Record<string, string | number | undefined | null>;

/** Not in the specification: shown in place of the totals when they cannot be loaded. */
const SUM_ERROR = 'Не удалось загрузить итоги';

export const listPayments = (query: Query) => loadParsedList(paymentSchema, PAYMENTS_PATH, query);

/** The totals of the period; a failure is logged (§8) and shown in place of the totals. */
export async function getPaymentsSum(query: Query) {
  const { item, error } = await loadItemOrError(paymentsSumSchema, PAYMENTS_SUM_PATH, SUM_ERROR, { query, tag: 'finance' });
  return { sum: item, error };
}
