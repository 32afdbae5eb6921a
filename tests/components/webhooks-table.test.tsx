import { screen, within } from '@testing-library/react';
import { WebhooksTable } from '@/components/settings/webhooks-table';
import { renderScreen } from '../harness';
import { settleLazy } from '../helpers/lazy';

/** §3 "Webhook table columns: event, method, url", on «Оплата и доставка». */

const hooks = [
  { id: 1, event: 'order.created', method: 'POST', url: 'https://shop.example.ru/hooks/orders' },
  { id: 2, event: 'order.status', method: 'PUT', url: 'https://shop.example.ru/hooks/status' },
];

it('lists each webhook as a row of event, method and URL under those headers', async () => {
  renderScreen(<WebhooksTable webhooks={hooks} error={null} />);
  await settleLazy();
  const table = screen.getByRole('table', { name: 'Вебхуки' });
  expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Событие', 'Метод', 'URL']);
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
    ['order.created', 'POST', 'https://shop.example.ru/hooks/orders'],
    ['order.status', 'PUT', 'https://shop.example.ru/hooks/status'],
  ]);
});

it('says there are none, or why they could not be loaded, instead of an empty table', () => {
  const { unmount } = renderScreen(<WebhooksTable webhooks={[]} error={null} />);
  expect(screen.getByText('Вебхуков пока нет')).toBeVisible();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  unmount();
  renderScreen(<WebhooksTable webhooks={hooks} error="Не удалось загрузить вебхуки" />);
  expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить вебхуки');
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});
