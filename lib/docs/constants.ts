/** Constants the docs' client components share; kept apart so they pull no content into the bundle. */

/** §9 "Anchor threshold". */
export const ANCHOR_THRESHOLD = 0.6;

/** §9 breakpoints: below "tablet" (1024 px) the screen is mobile. */
export const MOBILE_MAX_WIDTH = 1023;

/** Height of the docs header: headings scrolled to stop below it, not under it. */
export const DOCS_HEADER_OFFSET = 64;
