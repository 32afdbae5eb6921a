import 'server-only';
import { ApiError } from '../api/api-error';
import { paths } from '../paths';
import { loadList, loadRecord, onError } from '../server/upstream/parsed';
import { SECTIONS_KEY } from './api';
import { sectionDetailsSchema, sectionSummarySchema } from './schema';
import { SECTION_IMAGES_PER_PAGE } from './types';

/** The sections of /company: a failed call is the page's error, as before. */
export const listSections = () => loadList(sectionSummarySchema, SECTIONS_KEY, onError.page);

/** The side menu's sections: the menu still works without them; the page below reports its own failures. */
export async function listMenuSections() {
  try {
    return await listSections();
  } catch (error) {
    if (error instanceof ApiError) return [];
    throw error;
  }
}

/** §2: the section (with its first page of images) is loaded first, and on failure the user goes home. */
export const getSection = (id: number) =>
  loadRecord(sectionDetailsSchema, `${SECTIONS_KEY}/${id}`, onError.back(paths.home), { page: 1, perPage: SECTION_IMAGES_PER_PAGE });
