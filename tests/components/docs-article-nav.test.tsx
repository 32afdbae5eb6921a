import { act, fireEvent, render, screen } from '@testing-library/react';
import { ArticleNav } from '@/components/docs/article-nav';
import { DocsScript } from '@/components/docs/docs-script';
import type { OutlineItem } from '@/lib/docs/types';

type Callback = (entries: IntersectionObserverEntry[]) => void;

/** A stand-in for the browser's IntersectionObserver: the test decides what is in view. */
class FakeObserver {
  static last: FakeObserver | undefined;
  observed: Element[] = [];
  constructor(
    readonly callback: Callback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  unobserve() {}
  disconnect() {
    this.observed = [];
  }
  takeRecords() {
    return [];
  }
  report(ratios: Record<string, number>) {
    const entries = Object.entries(ratios).map(
      ([id, ratio]) => ({ target: document.getElementById(id), isIntersecting: ratio > 0, intersectionRatio: ratio }) as unknown as IntersectionObserverEntry,
    );
    act(() => this.callback(entries));
  }
}

const items: OutlineItem[] = [
  { id: 'overview', level: 2, title: 'Описание' },
  { id: 'request', level: 2, title: 'Запрос' },
  { id: 'headers', level: 3, title: 'Заголовки' },
  { id: 'errors', level: 2, title: 'Ошибки' },
];

/** Where each heading's top currently is, relative to the viewport. */
function placeHeadings(tops: Record<string, number>) {
  for (const [id, top] of Object.entries(tops)) {
    jest.spyOn(document.getElementById(id)!, 'getBoundingClientRect').mockReturnValue({ top } as DOMRect);
  }
}

function renderArticle() {
  return render(
    <main>
      <ArticleNav items={items} />
      <DocsScript searchIndex={[]} />
      {items.map((item) => {
        const Heading = item.level === 2 ? 'h2' : 'h3';
        return (
          <Heading key={item.id} id={item.id} tabIndex={-1}>
            {item.title}
          </Heading>
        );
      })}
    </main>,
  );
}

const nav = () => screen.getByRole('navigation', { name: 'Навигация по статье' });
const link = (name: string) => screen.getByRole('link', { name });
const current = () => screen.getAllByRole('link').filter((a) => a.hasAttribute('aria-current'));

const scrollIntoView = jest.fn();

beforeEach(() => {
  FakeObserver.last = undefined;
  window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  Element.prototype.scrollIntoView = scrollIntoView;
  scrollIntoView.mockClear();
  window.history.replaceState(null, '', '/api/webhook/create');
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('ArticleNav', () => {
  it('lists the headings as in-page links and watches them at the §9 threshold 0.6', () => {
    renderArticle();
    expect(nav()).toBeInTheDocument();
    expect(link('Заголовки')).toHaveAttribute('href', '#headers');
    expect(FakeObserver.last?.options.threshold).toBe(0.6);
    expect(FakeObserver.last?.observed.map((el) => el.id)).toEqual(['overview', 'request', 'headers', 'errors']);
    expect(current()).toEqual([link('Описание')]);
  });

  it('marks the first heading at least 60% in view as current', () => {
    renderArticle();
    FakeObserver.last?.report({ overview: 0, request: 0.8, headers: 1 });
    expect(link('Запрос')).toHaveAttribute('aria-current', 'location');
    expect(current()).toHaveLength(1);

    FakeObserver.last?.report({ request: 0.5 });
    expect(link('Заголовки')).toHaveAttribute('aria-current', 'location');
  });

  it('keeps the section being read when no heading is in view: the last one scrolled past', () => {
    renderArticle();
    placeHeadings({ overview: -900, request: -400, headers: -120, errors: 800 });
    FakeObserver.last?.report({ overview: 0, request: 0, headers: 0, errors: 0.2 });
    expect(link('Заголовки')).toHaveAttribute('aria-current', 'location');
  });

  it('scrolls smoothly to a clicked anchor after 100 ms and moves focus there', () => {
    jest.useFakeTimers();
    renderArticle();
    fireEvent.click(link('Ошибки'));

    expect(window.location.hash).toBe('#errors');
    expect(link('Ошибки')).toHaveAttribute('aria-current', 'location');
    act(() => jest.advanceTimersByTime(99));
    expect(scrollIntoView).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole('heading', { name: 'Ошибки' }));
    expect(screen.getByRole('heading', { name: 'Ошибки' })).toHaveFocus();
  });

  it('scrolls to the hash the page was opened with', () => {
    jest.useFakeTimers();
    window.history.replaceState(null, '', '/api/webhook/create#headers');
    renderArticle();
    act(() => jest.advanceTimersByTime(100));
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole('heading', { name: 'Заголовки' }));
  });
});
