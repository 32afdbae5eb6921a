import { emailKey, phoneKey } from '@/lib/server/security/account-keys';

/** One spelling per account, so every way of writing an e-mail or a phone lands on one counter. */

describe('emailKey', () => {
  it('"Foo@Bar.ru " and "foo@bar.ru" are one key', () => {
    expect(emailKey('Foo@Bar.ru ')).toBe('foo@bar.ru');
    expect(emailKey('foo@bar.ru')).toBe('foo@bar.ru');
  });

  it('full-width letters, invisible characters and inner white space fold away', () => {
    for (const spelling of ['ＦＯＯ@ｂａｒ.ｒｕ', 'fo\u200bo@bar.ru', 'foo@bar.ru\u00ad', '\u00a0foo @ bar.ru\t', 'foo@bar.ru\ufeff']) {
      expect(emailKey(spelling)).toBe('foo@bar.ru');
    }
  });

  it('different addresses stay different; a value of another type is an empty key', () => {
    expect(emailKey('foo+shop@bar.ru')).not.toBe(emailKey('foo@bar.ru'));
    expect(emailKey({ email: 'foo@bar.ru' })).toBe('');
    expect(emailKey(undefined)).toBe('');
  });
});

describe('phoneKey', () => {
  it('916 1234567, 89161234567, +7 (916) 123-45-67, 79161234567 and 9161234567 are one key', () => {
    const spellings = ['916 1234567', '89161234567', '+7 (916) 123-45-67', '79161234567', '9161234567', '8-916-123-45-67', '９１６１２３４５６７', 79161234567];
    for (const spelling of spellings) expect(phoneKey(spelling)).toBe('9161234567');
  });

  it('another phone is another key; a short run of digits is kept whole', () => {
    expect(phoneKey('+7 921 765-43-21')).toBe('9217654321');
    expect(phoneKey('12345')).toBe('12345');
    expect(phoneKey(null)).toBe('');
  });
});
