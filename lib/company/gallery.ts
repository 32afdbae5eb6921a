/**
 * The images of a photo or license section as the screen holds them (§4: further pages of the
 * same section are appended; another section replaces them). Pure, so the rules are unit-tested.
 */
import type { Pagination } from '../lists/types';
import type { SectionImage } from './types';

export interface GalleryImage extends SectionImage {
  /** Uploaded on this screen: the server lists it at the end, wherever the loaded pages stand. */
  uploaded?: boolean;
}

export interface GalleryState {
  sectionId: number | null;
  images: GalleryImage[];
  /** How many images of the server's order the loaded pages cover; the next page follows them. */
  covered: number;
  total: number;
  perPage: number;
}

export type GalleryAction =
  | { type: 'loaded'; sectionId: number; images: SectionImage[]; pagination: Pagination }
  | { type: 'uploaded'; images: SectionImage[] }
  | { type: 'removed'; id: number };

export const EMPTY_GALLERY: GalleryState = { sectionId: null, images: [], covered: 0, total: 0, perPage: 15 };

export function galleryReducer(state: GalleryState, action: GalleryAction): GalleryState {
  switch (action.type) {
    case 'loaded': {
      const { currentPage, perPage, total } = action.pagination;
      const covered = (currentPage - 1) * perPage + action.images.length;
      if (action.sectionId !== state.sectionId) {
        return { sectionId: action.sectionId, images: [...action.images], covered, total, perPage };
      }
      // The same section again: a further page is appended; rows already shown are not repeated.
      const known = new Set(state.images.map((image) => image.id));
      const fresh = action.images.filter((image) => !known.has(image.id));
      return { ...state, images: [...state.images, ...fresh], covered: Math.max(covered, 0), total, perPage };
    }
    case 'uploaded':
      return {
        ...state,
        images: [...state.images, ...action.images.map((image) => ({ ...image, uploaded: true }))],
        total: state.total + action.images.length,
      };
    case 'removed': {
      const removed = state.images.find((image) => image.id === action.id);
      if (!removed) return state;
      return {
        ...state,
        images: state.images.filter((image) => image.id !== action.id),
        // A deleted row of the loaded pages shifts the next rows back by one.
        covered: removed.uploaded ? state.covered : Math.max(0, state.covered - 1),
        total: Math.max(0, state.total - 1),
      };
    }
  }
}

/** True while the server has images the screen does not show yet. */
export const hasMoreImages = (state: GalleryState) => state.images.length < state.total;

/** The page that holds the first image after the covered ones. */
export const nextImagePage = (state: GalleryState) => Math.floor(state.covered / state.perPage) + 1;
