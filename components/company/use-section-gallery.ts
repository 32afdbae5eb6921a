'use client';

import { useCallback, useEffect, useReducer, useState } from 'react';
import { sectionsApi } from '@/lib/company/api';
import type { SectionDetails, SectionImage } from '@/lib/company/types';
import { EMPTY_GALLERY, galleryReducer, hasMoreImages, nextImagePage } from '@/lib/company/gallery';

/**
 * A photo or license section's images: the server-rendered first page, then further pages on
 * request. Opening another section (new `section.id`) replaces the images (§4).
 */
export function useSectionGallery(section: SectionDetails) {
  const [state, dispatch] = useReducer(galleryReducer, EMPTY_GALLERY);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (section.images) {
      dispatch({ type: 'loaded', sectionId: section.id, images: section.images.data, pagination: section.images.pagination });
    }
  }, [section]);

  const loadMore = useCallback(async () => {
    setLoading(true);
    try {
      const details = await sectionsApi.get(section.id, nextImagePage(state));
      if (details.images) dispatch({ type: 'loaded', sectionId: section.id, images: details.images.data, pagination: details.images.pagination });
    } finally {
      setLoading(false);
    }
  }, [section.id, state]);

  return {
    // Until the effect has run for a new section, the old section's images must not show.
    images: state.sectionId === section.id ? state.images : (section.images?.data ?? []),
    total: state.sectionId === section.id ? state.total : (section.images?.pagination.total ?? 0),
    hasMore: state.sectionId === section.id && hasMoreImages(state),
    loading,
    loadMore,
    uploaded: (images: SectionImage[]) => dispatch({ type: 'uploaded', images }),
    removed: (id: number) => dispatch({ type: 'removed', id }),
  };
}
