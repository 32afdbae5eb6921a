import { render, screen, within } from '@testing-library/react';
import { previewColors } from '@/components/app/preview-colors';
import { PhonePreview } from '@/components/builder/phone-preview';
import { parseNavbarItems } from '@/lib/settings/navbar';
import type { InfoBlock } from '@/lib/home/types';

const BLOCKS: InfoBlock[] = [
  { id: 2, title: 'Акции недели', template: 'promo', isActive: true, sort: 1, children: [
    { id: 5, title: 'Круассан в подарок', description: '', categoryId: 1, isActive: true, images: [] },
    { id: 6, title: 'Скрытая акция', description: '', categoryId: 1, isActive: false, images: [] },
  ] },
  { id: 1, title: 'Новинки', template: 'products', isActive: true, sort: 0, children: [] },
  { id: 3, title: 'Черновик блока', template: 'articles', isActive: false, sort: 2, children: [] },
];

function renderPreview(overrides: Partial<Parameters<typeof PhonePreview>[0]> = {}) {
  render(
    <PhonePreview
      companyName="Хлебный дом"
      logo={null}
      colors={{ primary: '#1B5E20', background1: '#FFFDF7', text: 'нет' }}
      settings={{ sliderL: false, sliderS: true, loyalty: true, myBookings: false, myOrders: true }}
      banners={[
        { id: 1, title: 'Скидки на багеты', categoryId: 1, image: null, isActive: true },
        { id: 2, title: 'Выключенный', categoryId: 1, image: null, isActive: false },
      ]}
      blocks={BLOCKS}
      navbar={parseNavbarItems([
        { id: 1, title: 'Каталог', is_active: true, isActive: true, sort: 2 },
        { id: 2, name: 'Главная', sort: 1 },
        { id: 3, title: 'Скрытый', isActive: false, sort: 0 },
        { id: 4 },
      ])}
      {...overrides}
    />,
  );
  return screen.getByRole('figure', { name: 'Главный экран приложения' });
}

describe('PhonePreview', () => {
  it('draws what is switched on, in order, with the theme colours', () => {
    const phone = renderPreview();
    expect(within(phone).getByText('Хлебный дом')).toBeInTheDocument();
    expect(within(phone).getByText('Скидки на багеты')).toBeInTheDocument();
    expect(within(phone).queryByText('Выключенный')).toBeNull();
    expect(within(phone).getByText('Бонусная карта')).toBeInTheDocument();
    expect(within(phone).getByText('Мои заказы')).toBeInTheDocument();
    expect(within(phone).queryByText('Мои записи')).toBeNull();
    const blocks = within(phone).getAllByRole('region').map((r) => r.getAttribute('aria-label'));
    // Each block's strip of pages scrolls sideways, so it is a region of its own (keyboard-scrollable).
    expect(blocks).toEqual(['Рекламные баннеры', 'Новинки', 'Страницы блока «Новинки»', 'Акции недели', 'Страницы блока «Акции недели»']);
    expect(within(phone).getByText('Круассан в подарок')).toBeInTheDocument();
    expect(within(phone).queryByText('Скрытая акция')).toBeNull();
    const nav = within(phone).getByRole('navigation', { name: 'Нижнее меню приложения' });
    expect(nav).toHaveTextContent('ГлавнаяКаталог');
    expect(phone.style.getPropertyValue('--app-primary')).toBe('#1B5E20');
    // An invalid colour keeps the default rather than breaking the picture.
    expect(phone.style.getPropertyValue('--app-text')).toBe('#1F2430');
  });

  it('lists the news the upstream put in an articles block, as the app does', () => {
    const news: InfoBlock = {
      id: 4,
      title: 'Новости пекарни',
      template: 'articles',
      isActive: true,
      sort: 3,
      children: [
        { id: 31, title: 'Открыли вторую пекарню', shortText: '', publishedAt: '2026-11-20T09:00:00Z', image: null },
        { id: 32, title: 'Новый хлеб на закваске', shortText: '', publishedAt: '2026-11-18T09:00:00Z', image: null },
      ] as unknown as InfoBlock['children'],
    };
    const phone = renderPreview({ blocks: [news] });
    const block = within(phone).getByRole('region', { name: 'Новости пекарни' });
    expect(block).toHaveTextContent('Открыли вторую пекарню');
    expect(block).toHaveTextContent('Новый хлеб на закваске');
    expect(block).not.toHaveTextContent('Пока пусто');
  });

  it('shows no banners, loyalty or navigation when they are off or missing', () => {
    const phone = renderPreview({ settings: null, navbar: [] });
    expect(within(phone).queryByRole('region', { name: 'Рекламные баннеры' })).toBeNull();
    expect(within(phone).queryByText('Бонусная карта')).toBeNull();
    expect(within(phone).queryByRole('navigation')).toBeNull();
  });

  it('shows the logo when there is one, a letter otherwise', () => {
    const phone = renderPreview({ logo: '/dashboard/v1/media/home/abc' });
    expect(within(phone).getByRole('img', { name: 'Логотип' })).toHaveAttribute('src', '/dashboard/v1/media/home/abc');
  });
});

describe('previewColors and parseNavbarItems', () => {
  it('accepts only HEX colours', () => {
    expect(previewColors({ primary: '#abc', secondary: 'red' })).toMatchObject({ primary: '#ABC', secondary: '#F2994A' });
  });

  it('reads a list or an envelope and drops what cannot be shown', () => {
    expect(parseNavbarItems(null)).toEqual([]);
    expect(parseNavbarItems({ data: [{ id: 'a', label: 'Корзина', icon: 'javascript:alert(1)' }] })).toEqual([
      { id: 'a', title: 'Корзина', isActive: true, sort: 0, icon: null },
    ]);
  });
});
