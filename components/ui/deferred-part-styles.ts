/**
 * Stylesheets of what the deferred parts (./deferred-hydration.tsx) render that the screens around
 * them do not import; imported by the root layout (app/layout.tsx). Next links into a page's HTML
 * the CSS of the modules the page imports (and of next/dynamic parts), not of a React.lazy part's:
 * without these, a card's fields were drawn from the HTML without their styles and grew when the
 * part's code (and its CSS) came, a layout shift of 100 px that moved «Удалить» from under a press.
 * e2e/deferred-cards.spec.ts checks that no card fetches a stylesheet its HTML does not link.
 */
import './text-field.module.css';
