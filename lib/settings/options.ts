/** Choices of the settings forms with their Russian names (the upstream takes the ids). */

export interface SettingsOption {
  id: string;
  name: string;
}

export const TAX_SYSTEM_OPTIONS: readonly SettingsOption[] = [
  { id: 'osn', name: 'ОСН — общая' },
  { id: 'usn_income', name: 'УСН «Доходы»' },
  { id: 'usn_income_outcome', name: 'УСН «Доходы минус расходы»' },
  { id: 'esn', name: 'ЕСХН' },
  { id: 'patent', name: 'Патент' },
];

/** The tax number of a receipt line: the VAT rate code. */
export const VAT_OPTIONS: readonly SettingsOption[] = [
  { id: 'none', name: 'Без НДС' },
  { id: 'vat0', name: 'НДС 0%' },
  { id: 'vat10', name: 'НДС 10%' },
  { id: 'vat20', name: 'НДС 20%' },
  { id: 'vat110', name: 'НДС 10/110' },
  { id: 'vat120', name: 'НДС 20/120' },
];

export const FISCAL_VERSION_OPTIONS: readonly SettingsOption[] = [
  { id: '1.05', name: 'ФФД 1.05' },
  { id: '1.1', name: 'ФФД 1.1' },
  { id: '1.2', name: 'ФФД 1.2' },
];

export const NAVBAR_ICON_OPTIONS: readonly SettingsOption[] = [
  { id: 'home', name: 'Дом' },
  { id: 'catalog', name: 'Каталог' },
  { id: 'cart', name: 'Корзина' },
  { id: 'orders', name: 'Заказы' },
  { id: 'bonus', name: 'Подарок' },
  { id: 'news', name: 'Новости' },
  { id: 'contacts', name: 'Контакты' },
  { id: 'profile', name: 'Профиль' },
];

/** The name of an option by id, or the id itself when the list does not know it. */
export function optionName(options: readonly SettingsOption[], id: string): string {
  return options.find((option) => option.id === id)?.name ?? id;
}

/** The app's bottom menu shows at most this many items; the upstream refuses a sixth. */
export const MAX_ACTIVE_NAVBAR_ITEMS = 5;
export const NAVBAR_ACTIVE_LIMIT = `В нижнем меню может быть не больше ${MAX_ACTIVE_NAVBAR_ITEMS} активных пунктов`;
