import 'server-only';
import { CATEGORY_OPTIONS_PATH, PARENT_CATEGORIES_QUERY } from '../home/catalogue';
import { namedOptionSchema } from '../home/schema';
import { promoPath } from '../home/types';
import { paths } from '../paths';
import { loadList, loadRecord, onError } from '../server/upstream/parsed';
import { promoPageSchema } from './schema';

/** §2: a promo page opens only once it is loaded; a failure goes back home. */
export const getPromo = (blockId: number, promoId: number) => loadRecord(promoPageSchema, promoPath(blockId, promoId), onError.back(paths.home));

/** The parent categories a promo page points to; a failure leaves the selector empty. */
export const listPromoCategories = () => loadList(namedOptionSchema, CATEGORY_OPTIONS_PATH, onError.empty, PARENT_CATEGORIES_QUERY);
