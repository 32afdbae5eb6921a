import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SectionGallery } from '@/components/company/section-gallery';
import type { SectionDetails } from '@/lib/company/types';
import { renderScreen, server } from '../harness';

const image = (id: number) => ({ id, uuid: `u${id}`, previewUrl: `/dashboard/v1/media/home/u${id}` });
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => image(from + i));

function section(id: number, images: ReturnType<typeof image>[], currentPage: number, total: number): SectionDetails {
  return {
    id,
    title: `Раздел ${id}`,
    type: 'photo',
    isActive: true,
    sort: 0,
    images: { data: images, pagination: { currentPage, total, perPage: 15, totalPages: Math.ceil(total / 15) } },
  };
}

const photos = () => within(screen.getByRole('list', { name: 'Фото раздела' })).getAllByRole('img');
const ui = (s: SectionDetails) => <SectionGallery section={s} />;

describe('SectionGallery', () => {
  it('appends the next page of the same section, and another section replaces the images', async () => {
    const user = userEvent.setup();
    const pages: string[] = [];
    server.use(
      http.get('*/dashboard/v1/chief/about/2', ({ request }) => {
        const url = new URL(request.url);
        pages.push(`${url.searchParams.get('page')}/${url.searchParams.get('perPage')}`);
        return HttpResponse.json({ data: section(2, range(16, 23), 2, 23) });
      }),
    );
    const { rerender } = renderScreen(ui(section(2, range(1, 15), 1, 23)));
    expect(photos()).toHaveLength(15);
    expect(screen.getByText('Показано 15 из 23')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Показать ещё' }));
    await waitFor(() => expect(photos()).toHaveLength(23));
    expect(pages).toEqual(['2/15']);
    expect(photos()[15]).toHaveAttribute('src', '/dashboard/v1/media/home/u16');
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).not.toBeInTheDocument();

    // The same section delivered again (a refresh) keeps what was appended.
    rerender(ui(section(2, range(1, 15), 1, 23)));
    await waitFor(() => expect(screen.getByText('Показано 23 из 23')).toBeInTheDocument());

    rerender(ui(section(3, range(100, 103), 1, 4)));
    await waitFor(() => expect(photos()).toHaveLength(4));
    expect(photos()[0]).toHaveAttribute('src', '/dashboard/v1/media/home/u100');
    expect(screen.getByText('Показано 4 из 4')).toBeInTheDocument();
  });

  it('deletes an image after confirmation', async () => {
    const user = userEvent.setup();
    let deleted = '';
    server.use(
      http.delete('*/dashboard/v1/chief/about/3/images/:imageId', ({ params }) => {
        deleted = String(params.imageId);
        return HttpResponse.json({ data: null });
      }),
    );
    renderScreen(ui(section(3, range(100, 103), 1, 4)));
    await user.click(screen.getByRole('button', { name: 'Удалить фото 2' }));
    await user.click(await screen.findByRole('button', { name: 'Да, удалить' }));
    await waitFor(() => expect(photos()).toHaveLength(3));
    expect(deleted).toBe('101');
    expect(screen.getByText('Показано 3 из 3')).toBeInTheDocument();
    expect(screen.getByText('Фото удалено')).toBeInTheDocument();
  });

  it('shows the error inside the confirmation when a delete fails', async () => {
    const user = userEvent.setup();
    server.use(
      http.delete('*/dashboard/v1/chief/about/3/images/:imageId', () =>
        HttpResponse.json({ error: 'Изображение не найдено', data: {} }, { status: 404 }),
      ),
    );
    renderScreen(ui(section(3, range(100, 103), 1, 4)));
    await user.click(screen.getByRole('button', { name: 'Удалить фото 1' }));
    await user.click(await screen.findByRole('button', { name: 'Да, удалить' }));
    expect(await screen.findByText('Изображение не найдено')).toBeInTheDocument();
    expect(photos()).toHaveLength(4);
  });
});
