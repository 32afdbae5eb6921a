import { extractPhone, maskPhone } from '@/lib/format/phone';

describe('extractPhone', () => {
  it('finds the phone in the login response envelope', () => {
    expect(extractPhone({ data: { message: 'Код подтверждения отправлен на номер 79161234567' } })).toBe('79161234567');
  });

  it('reads a plain text body', () => {
    expect(extractPhone('Код отправлен на 79001112233.')).toBe('79001112233');
  });

  it('skips longer digit runs such as timestamps', () => {
    expect(extractPhone({ sentAt: 1732240000000, data: { phone: '79161234567' } })).toBe('79161234567');
  });

  it.each([null, undefined, {}, { data: { message: 'Код отправлен' } }, 'телефон 7916123456'])(
    'returns null without an 11-digit run: %p',
    (body) => {
      expect(extractPhone(body)).toBeNull();
    },
  );

  it('returns null for a body that cannot be serialised', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(extractPhone(cyclic)).toBeNull();
  });
});

describe('maskPhone', () => {
  it('shows the first digit then six asterisks', () => {
    expect(maskPhone('79161234567')).toBe('7******');
  });

  it('ignores formatting characters', () => {
    expect(maskPhone('+7 916 123-45-67')).toBe('7******');
  });
});
