import { ValidationError } from 'yup';
import { optionName, VAT_OPTIONS } from '@/lib/settings/options';
import { isTaxId, loyaltyFormValues, parseAmount, toBonusLevelPayload, toLoyaltyRules } from '@/lib/settings/forms';
import { bonusLevelSchema, deliverySchema, loyaltySchema, paymentSchema } from '@/lib/settings/validation';

const TAX_ID_MESSAGE = 'Поле "ИНН" должно содержать 10 или 12 чисел';

/** Every message of a failed validation, by field. */
function problems(schema: { validateSync: (value: unknown, options: object) => unknown }, value: unknown): Record<string, string> {
  try {
    schema.validateSync(value, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((inner) => [inner.path ?? '', inner.message]));
  }
}

const payment = {
  siteId: 'shop-1',
  secret: 'sk_1',
  publicKey: '',
  inn: '7704125834',
  fiscalVersion: '1.2',
  paymentPlace: '',
  taxNumber: 'none',
  taxSystem: 'osn',
};

describe('tax id rule (§5: 10 or 12 digits)', () => {
  it.each(['7704125834', '770314826585'])('accepts %s', (value) => {
    expect(isTaxId(value)).toBe(true);
    expect(problems(paymentSchema, { ...payment, inn: value })).toEqual({});
  });

  it.each(['77041258341', '770412583', '7704125834123', '77041258a4', '7704 125834', ''])('refuses "%s"', (value) => {
    expect(isTaxId(value)).toBe(false);
  });

  it('says the catalogue message under the field, or the required one when empty', () => {
    expect(problems(paymentSchema, { ...payment, inn: '77041258341' })).toEqual({ inn: TAX_ID_MESSAGE });
    expect(problems(paymentSchema, { ...payment, inn: '' })).toEqual({ inn: 'Поле "ИНН" является обязательным' });
  });

  it('takes a site or app address as the place of settlement, or nothing', () => {
    for (const place of ['', 'https://utro-coffee.ru', 'utro-coffee.ru', 'https://кофейня.рф/app']) {
      expect(problems(paymentSchema, { ...payment, paymentPlace: place })).toEqual({});
    }
    for (const place of ['Москва, ул. Покровка', 'любой текст', 'http://']) {
      expect(problems(paymentSchema, { ...payment, paymentPlace: place })).toEqual({ paymentPlace: 'Некорректная ссылка. Укажите правильный URL' });
    }
  });

  it('also requires the keys and the selects of the payment form', () => {
    expect(problems(paymentSchema, { ...payment, siteId: ' ', secret: '', taxSystem: '' })).toEqual({
      siteId: 'Поле "Идентификатор сайта" является обязательным',
      secret: 'Поле "Секретный ключ" является обязательным',
      taxSystem: 'Поле "Система налогообложения" является обязательным',
    });
  });
});

describe('amounts and conversions', () => {
  it('reads grouped digits and a decimal comma', () => {
    expect(parseAmount('12 000')).toBe(12000);
    expect(parseAmount('0,5')).toBe(0.5);
  });

  it('turns the loyalty form into numbers and back', () => {
    const rules = {
      accrualDelayHours: 12,
      bonusesPerRouble: 0.5,
      annualBonus: 0,
      registrationBonus: 200,
      birthdayBonus: 500,
      noAccrualWithBonuses: true,
      accrueCashOnly: false,
    };
    const values = loyaltyFormValues(rules);
    expect(values.bonusesPerRouble).toBe('0.5');
    expect(toLoyaltyRules({ ...values, bonusesPerRouble: '0,5' })).toEqual(rules);
  });

  it('checks whole numbers, decimals and their limits', () => {
    const values = loyaltyFormValues({
      accrualDelayHours: 1,
      bonusesPerRouble: 1,
      annualBonus: 0,
      registrationBonus: 0,
      birthdayBonus: 0,
      noAccrualWithBonuses: false,
      accrueCashOnly: false,
    });
    expect(problems(loyaltySchema, { ...values, accrualDelayHours: '721', bonusesPerRouble: '1,234', annualBonus: '' })).toEqual({
      accrualDelayHours: 'Поле "Задержка начисления, ч" должно быть целым числом от 0 до 720',
      bonusesPerRouble: 'Поле "Бонусов за 1 ₽" должно быть числом от 0 до 100',
      annualBonus: 'Поле "Ежегодный бонус" является обязательным',
    });
  });

  it('validates and converts a bonus level', () => {
    expect(problems(bonusLevelSchema, { name: '', threshold: '10 000', percent: '101' })).toEqual({
      name: 'Поле "Название" является обязательным',
      percent: 'Поле "Процент" должно быть числом от 0 до 100',
    });
    expect(toBonusLevelPayload({ name: ' Золотой ', threshold: '30 000', percent: '12,5' })).toEqual({ name: 'Золотой', threshold: 30000, percent: 12.5 });
  });

  it('keeps delivery or pickup on', () => {
    const delivery = { hasDelivery: false, hasPickup: false, deliveryPrice: '0', freeFrom: '0', zones: '' };
    expect(problems(deliverySchema, delivery)).toEqual({ hasDelivery: 'Включите доставку или самовывоз' });
    expect(problems(deliverySchema, { ...delivery, hasPickup: true })).toEqual({});
  });

  it('names a select value, or shows the id it does not know', () => {
    expect(optionName(VAT_OPTIONS, 'vat20')).toBe('НДС 20%');
    expect(optionName(VAT_OPTIONS, 'vat99')).toBe('vat99');
  });
});
