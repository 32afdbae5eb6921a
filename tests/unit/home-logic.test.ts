import type { Banner } from '@/lib/home/banners';
import { bannerChanges, bannerSubmitHint, canSubmitBanner } from '@/lib/home/forms';
import { moveItem } from '@/lib/home/reorder';
import { HOME_SCROLL_KEY, saveHomeScroll, takeHomeScroll } from '@/lib/home/scroll';
import { hasLoyalty, toggleSetting } from '@/lib/home/settings';

const settings = { sliderL: true, sliderS: false, loyalty: true, myBookings: true, myOrders: false };

describe('home settings', () => {
  it('keeps the two sliders exclusive and every other key as it was', () => {
    expect(toggleSetting(settings, 'sliderS', true)).toEqual({ ...settings, sliderL: false, sliderS: true });
    expect(toggleSetting(settings, 'sliderL', false)).toEqual({ ...settings, sliderL: false });
    expect(toggleSetting({ ...settings, sliderL: false, sliderS: true }, 'sliderL', true)).toMatchObject({ sliderL: true, sliderS: false });
    expect(toggleSetting(settings, 'myOrders', true)).toEqual({ ...settings, myOrders: true });
  });

  it('is complete only with a loyalty key', () => {
    const { loyalty: _loyalty, ...preparing } = settings;
    expect(hasLoyalty(settings)).toBe(true);
    expect(hasLoyalty({ ...settings, loyalty: false })).toBe(true);
    expect(hasLoyalty(preparing)).toBe(false);
    expect(hasLoyalty(null)).toBe(false);
  });
});

describe('banner form', () => {
  const loaded: Banner = { id: 1, title: 'Баннер', categoryId: 3, image: null, isActive: true };

  it('sends all three text fields when any differs from the loaded banner, nothing when none does', () => {
    expect(bannerChanges(loaded, { title: ' Баннер ', categoryId: 3, isActive: true })).toBeNull();
    expect(bannerChanges(loaded, { title: 'Новый', categoryId: 3, isActive: true })).toEqual({ title: 'Новый', categoryId: 3, isActive: true });
    expect(bannerChanges(loaded, { title: 'Баннер', categoryId: 4, isActive: false })).toEqual({ title: 'Баннер', categoryId: 4, isActive: false });
  });

  it('can be sent only with a title, a category and an image', () => {
    expect(canSubmitBanner({ title: 'a', categoryId: 1, isActive: true }, true)).toBe(true);
    expect(canSubmitBanner({ title: '  ', categoryId: 1, isActive: true }, true)).toBe(false);
    expect(canSubmitBanner({ title: 'a', categoryId: null, isActive: true }, true)).toBe(false);
    expect(canSubmitBanner({ title: 'a', categoryId: 1, isActive: true }, false)).toBe(false);
  });

  it('says why it cannot be sent: the empty required fields in the form\'s order, else the fields with a message', () => {
    expect(bannerSubmitHint({ title: ' ', categoryId: null, isActive: true }, false, false)).toBe(
      'Заполните обязательные поля: Наименование, Категория товара, Фото',
    );
    expect(bannerSubmitHint({ title: 'a', categoryId: null, isActive: true }, false, false)).toBe('Заполните обязательные поля: Категория товара, Фото');
    expect(bannerSubmitHint({ title: 'a', categoryId: 1, isActive: true }, false, true)).toBe('Заполните обязательные поля: Фото');
    expect(bannerSubmitHint({ title: 'a'.repeat(256), categoryId: 1, isActive: true }, true, false)).toBe('Исправьте поля, под которыми есть сообщение');
    expect(bannerSubmitHint({ title: 'a', categoryId: 1, isActive: true }, true, true)).toBe('Исправьте поля, под которыми есть сообщение');
    expect(bannerSubmitHint({ title: 'a', categoryId: 1, isActive: true }, true, false)).toBeUndefined();
  });
});

describe('moveItem', () => {
  it('moves one item and leaves the input alone', () => {
    const list = ['a', 'b', 'c', 'd'];
    expect(moveItem(list, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(list, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(list).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('home scroll', () => {
  it('is taken once', () => {
    saveHomeScroll(840.4);
    expect(window.localStorage.getItem(HOME_SCROLL_KEY)).toBe('840');
    expect(takeHomeScroll()).toBe(840);
    expect(takeHomeScroll()).toBeNull();
    window.localStorage.setItem(HOME_SCROLL_KEY, 'nonsense');
    expect(takeHomeScroll()).toBeNull();
  });
});
