import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ProductImages } from '@/components/catalog/product-images';
import type { CatalogImage } from '@/lib/catalog/types';
import { ServerRoute } from '../helpers/server-route';
import { mockNavigation, server } from '../harness';

beforeEach(() => mockNavigation.reset('/catalog/products/5'));

const picture = (uuid: string): CatalogImage => ({ uuid, previewUrl: `/dashboard/v1/media/catalog/${uuid}`, url: `/dashboard/v1/media/catalog/${uuid}`, name: `${uuid}.png` });

let stored: CatalogImage[] = [];

function renderImages(images: CatalogImage[]) {
  stored = images;
  render(
    <ServerRoute initial={images} load={() => Promise.resolve(stored)} refresh={mockNavigation.router.refresh}>
      {(list) => <ProductImages productId={5} images={list} />}
    </ServerRoute>,
  );
}

describe('ProductImages', () => {
  it("asks before deleting a photo: «Отмена» keeps it, a refusal stays in the question, «Да, удалить» deletes it", async () => {
    const user = userEvent.setup();
    const deletes: string[] = [];
    server.use(
      http.delete('*/dashboard/v1/chief/products/5/image/:uuid', ({ params }) => {
        deletes.push(String(params.uuid));
        if (deletes.length === 1) return HttpResponse.json({ error: 'Фото используется в предложении', data: {} }, { status: 409 });
        stored = stored.filter((image) => image.uuid !== params.uuid);
        return HttpResponse.json({ data: { images: stored } });
      }),
    );
    renderImages([picture('a1'), picture('b2')]);
    const removeSecond = () => screen.getAllByRole('button', { name: 'Удалить фото' })[1]!;

    await user.click(removeSecond());
    let question = screen.getByRole('dialog', { name: 'Подтвердите действие' });
    expect(question).toHaveTextContent('Вы действительно хотите удалить фото 2?');
    await user.click(within(question).getByRole('button', { name: 'Отмена' }));
    expect(deletes).toEqual([]);
    expect(screen.getAllByRole('button', { name: 'Удалить фото' })).toHaveLength(2);

    await user.click(removeSecond());
    question = screen.getByRole('dialog', { name: 'Подтвердите действие' });
    await user.click(within(question).getByRole('button', { name: 'Да, удалить' }));
    expect(await within(question).findByRole('alert')).toHaveTextContent('Фото используется в предложении');
    await user.click(within(question).getByRole('button', { name: 'Да, удалить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deletes).toEqual(['b2', 'b2']);
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Удалить фото' })).toHaveLength(1));
  });
});
