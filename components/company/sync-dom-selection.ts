import type { EditorView } from '@tiptap/pm/view';

/** The part of ProseMirror's DOM observer used here (internal to prosemirror-view, hence checked). */
interface DomObserver {
  forceFlush?: () => void;
  flush?: () => void;
}

/**
 * Reads the browser's selection into the editor state now, before a key or a toolbar command acts.
 *
 * ProseMirror learns of a selection the browser moved (End, Home, arrows, Shift+Home) from the
 * `selectionchange` event, which Chrome fires asynchronously. A key pressed right after, as a fast
 * typist or Playwright does (End then Enter), used to reach the Enter keymap while the state still
 * held the old selection: with a heading selected, Enter replaced the heading's text (the editor
 * saved `<h2></h2>`). The keydown handler of prosemirror-view only flushes a flush it had already
 * scheduled (`forceFlush`); `flush()` also compares the DOM selection with the one it last saw and
 * dispatches the difference, as ProseMirror itself does on `compositionstart`. Nothing happens while
 * an input method is composing (ProseMirror reads the DOM at the composition's end) or when the
 * selection did not move.
 */
export function syncSelectionFromDOM(view: EditorView): void {
  if (view.composing) return;
  const observer = (view as unknown as { domObserver?: DomObserver }).domObserver;
  observer?.forceFlush?.();
  observer?.flush?.();
}

/** `editorProps.handleKeyDown`: syncs, then lets the keymaps handle the key as usual. */
export function syncSelectionBeforeKey(view: EditorView, event: KeyboardEvent): boolean {
  // 229: a key that an input method is about to turn into composition; the DOM is not settled.
  if (!event.isComposing && event.keyCode !== 229) syncSelectionFromDOM(view);
  return false;
}
