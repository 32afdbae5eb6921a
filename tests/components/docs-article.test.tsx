import { render, screen, within } from '@testing-library/react';
import { DocArticle } from '@/components/docs/doc-article';
import { DocsMenu } from '@/components/docs/docs-menu';
import { docPages, docsMenu, findDocPage, neighbours, outline } from '@/lib/docs/pages';
import type { DocPage } from '@/lib/docs/types';

function renderPage(page: DocPage) {
  const { prev, next } = neighbours(page);
  return render(<DocArticle page={page} outline={outline(page)} prev={prev} next={next} />);
}

describe('DocArticle', () => {
  it('renders the title, every heading with its deep link, and the anchor list', () => {
    const page = findDocPage(['webhook', 'create'])!;
    renderPage(page);
    expect(screen.getByRole('heading', { level: 1, name: 'Создание вебхука' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Навигация по статье' });
    for (const section of page.sections) {
      const heading = screen.getAllByRole('heading', { level: section.level, name: section.title })[0];
      expect(heading).toBeInTheDocument();
      expect(screen.getAllByRole('link', { name: `Ссылка на раздел «${section.title}»` }).map((a) => a.getAttribute('href'))).toContain(`#${section.id}`);
      expect(within(nav).getAllByRole('link', { name: section.title }).map((a) => a.getAttribute('href'))).toContain(`#${section.id}`);
    }
    expect(screen.getByText('https://api.example.ru/v1/webhooks')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Тело запроса (JSON)' })).toBeInTheDocument();
  });

  it('gives every code block a copy button', () => {
    const { container } = renderPage(findDocPage(['io', 'clients'])!);
    const blocks = container.querySelectorAll('pre code');
    expect(blocks.length).toBeGreaterThanOrEqual(5);
    expect(screen.getAllByRole('button', { name: 'Копировать' })).toHaveLength(blocks.length);
  });

  it('links the first page only forward and the last page only back', () => {
    const { unmount } = renderPage(docPages[0]!);
    const pager = () => screen.getByRole('navigation', { name: 'Соседние статьи' });
    expect(within(pager()).queryByRole('link', { name: /Предыдущая статья/ })).toBeNull();
    expect(within(pager()).getByRole('link', { name: /Следующая статья/ })).toHaveAttribute('href', '/api/webhook/events');
    unmount();

    renderPage(docPages[docPages.length - 1]!);
    expect(within(pager()).getByRole('link', { name: /Предыдущая статья/ })).toHaveAttribute('href', '/api/io/catalog');
    expect(within(pager()).queryByRole('link', { name: /Следующая статья/ })).toBeNull();
  });
});

describe('DocsMenu', () => {
  it('shows the sections with their pages and marks the open page', () => {
    render(<DocsMenu sections={docsMenu()} current="/api/webhook/events" />);
    const menu = screen.getByRole('navigation', { name: 'Разделы документации' });
    expect(within(menu).getAllByRole('list')).toHaveLength(6);
    expect(within(menu).getByRole('list', { name: 'Интеграция' })).toBeInTheDocument();
    expect(within(menu).getAllByRole('link')).toHaveLength(docPages.length);
    expect(within(menu).getByRole('link', { name: 'События вебхуков' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Настройки авторизации' })).toHaveAttribute('href', '/api/integration/auth/settings');
  });
});
