/** @jest-environment node */
import { EMPTY_GALLERY, galleryReducer, hasMoreImages, nextImagePage, type GalleryState } from '@/lib/company/gallery';

const image = (id: number) => ({ id, uuid: `u${id}`, previewUrl: `/dashboard/v1/media/home/u${id}` });
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => image(from + i));
const page = (currentPage: number, total: number) => ({ currentPage, total, perPage: 15, totalPages: Math.max(1, Math.ceil(total / 15)) });
const ids = (state: GalleryState) => state.images.map((i) => i.id);

describe('gallery pages', () => {
  it('appends the next page when the same section is loaded again', () => {
    let state = galleryReducer(EMPTY_GALLERY, { type: 'loaded', sectionId: 2, images: range(1, 15), pagination: page(1, 23) });
    expect(hasMoreImages(state)).toBe(true);
    expect(nextImagePage(state)).toBe(2);
    state = galleryReducer(state, { type: 'loaded', sectionId: 2, images: range(16, 23), pagination: page(2, 23) });
    expect(ids(state)).toEqual(range(1, 23).map((i) => i.id));
    expect(hasMoreImages(state)).toBe(false);
  });

  it('replaces the images when another section is opened', () => {
    let state = galleryReducer(EMPTY_GALLERY, { type: 'loaded', sectionId: 2, images: range(1, 15), pagination: page(1, 23) });
    state = galleryReducer(state, { type: 'loaded', sectionId: 3, images: range(100, 103), pagination: page(1, 4) });
    expect(state.sectionId).toBe(3);
    expect(ids(state)).toEqual([100, 101, 102, 103]);
    expect(hasMoreImages(state)).toBe(false);
    // Back to the first section: its images replace the other's again.
    state = galleryReducer(state, { type: 'loaded', sectionId: 2, images: range(1, 15), pagination: page(1, 23) });
    expect(ids(state)).toEqual(range(1, 15).map((i) => i.id));
  });

  it('does not repeat images a reload of a page brings again', () => {
    let state = galleryReducer(EMPTY_GALLERY, { type: 'loaded', sectionId: 2, images: range(1, 15), pagination: page(1, 23) });
    state = galleryReducer(state, { type: 'loaded', sectionId: 2, images: range(1, 15), pagination: page(1, 23) });
    expect(state.images).toHaveLength(15);
  });

  it('after a delete, asks again for the page whose rows moved back', () => {
    let state = galleryReducer(EMPTY_GALLERY, { type: 'loaded', sectionId: 2, images: range(1, 15), pagination: page(1, 23) });
    state = galleryReducer(state, { type: 'removed', id: 5 });
    expect(state.total).toBe(22);
    expect(nextImagePage(state)).toBe(1);
    // The server's page 1 now ends with image 16.
    state = galleryReducer(state, { type: 'loaded', sectionId: 2, images: [...range(1, 4), ...range(6, 16)], pagination: page(1, 22) });
    expect(ids(state)).toEqual([...range(1, 4), ...range(6, 16)].map((i) => i.id));
    expect(nextImagePage(state)).toBe(2);
  });

  it('keeps uploads at the end and still loads the pages before them', () => {
    let state = galleryReducer(EMPTY_GALLERY, { type: 'loaded', sectionId: 2, images: range(1, 15), pagination: page(1, 23) });
    state = galleryReducer(state, { type: 'uploaded', images: range(24, 38) });
    expect(state.total).toBe(38);
    expect(nextImagePage(state)).toBe(2);
    state = galleryReducer(state, { type: 'loaded', sectionId: 2, images: [...range(16, 23), ...range(24, 30)], pagination: page(2, 38) });
    expect(state.images).toHaveLength(38);
    expect(hasMoreImages(state)).toBe(false);
    // Deleting an upload does not move the server pages.
    state = galleryReducer(state, { type: 'removed', id: 24 });
    expect(state.covered).toBe(30);
  });
});
