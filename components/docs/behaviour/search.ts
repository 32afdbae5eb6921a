import { searchDocs, type SearchEntry } from '@/lib/docs/search';
import { listen, type Stops } from './listen';

function element<K extends keyof HTMLElementTagNameMap>(tag: K, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.append(...children);
  return node;
}

/**
 * The search box (DocsSearch's markup): the results show while the box has focus and a query,
 * close when focus leaves the box, and Escape or choosing a result also clears the query.
 */
export function searchBehaviour(root: HTMLElement, index: SearchEntry[], stops: Stops): void {
  const input = root.querySelector('input');
  const status = root.querySelector('[role="status"]');
  const results = root.querySelector<HTMLElement>('[data-results]');
  if (!input || !status || !results) return;
  let open = false;

  const show = () => {
    const query = input.value;
    const visible = open && query.trim() !== '';
    const found = visible ? searchDocs(index, query) : [];
    status.textContent = visible ? (found.length > 0 ? `Найдено: ${found.length}` : 'Ничего не найдено') : '';
    results.hidden = !visible;
    if (!visible) return;
    results.replaceChildren(
      found.length > 0
        ? element(
            'ul',
            ...found.map((result) => {
              const link = element('a', element('span', result.title), element('span', result.context));
              link.setAttribute('href', result.href);
              return element('li', link);
            }),
          )
        : element('p', 'Ничего не найдено'),
    );
  };
  const openResults = () => {
    open = true;
    show();
  };
  const close = (clear: boolean) => {
    open = false;
    if (clear) input.value = '';
    show();
  };
  const onFocusOut = (event: FocusEvent) => {
    if (!root.contains(event.relatedTarget as Node | null)) close(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close(true);
  };
  const onClick = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) close(true);
  };

  listen(stops, input, 'focus', openResults);
  listen(stops, input, 'input', openResults);
  listen(stops, root, 'focusout', onFocusOut);
  listen(stops, root, 'keydown', onKeyDown);
  listen(stops, results, 'click', onClick);
}
