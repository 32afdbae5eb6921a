import { patterns } from '@/lib/validation/patterns';

type Case = [keyof typeof patterns, string[], string[]];

const cases: Case[] = [
  [
    'email',
    ['user@example.com', 'ivan.petrov@mail.ru', "o'neil@site.org", 'a-b+tag@sub.domain.io', 'USER@SITE.DEV', 'x_1@box.info', 'n@net.net'],
    ['', 'user', 'user@', '@example.com', 'user@example', 'user@example.xyz', 'user..dot@site.com', '.user@site.com', 'user@site.com ', 'us er@site.com', 'user@@site.com'],
  ],
  [
    'phone',
    ['+7 916 123-45-67', '+7 000 000-00-00'],
    ['+7 (916) 123-45-67', '79161234567', '+7 916 1234567', '+8 916 123-45-67', '+7 916 123-45-6', ' +7 916 123-45-67'],
  ],
  [
    'timeRange',
    ['09:00 - 18:00', '00:00 - 23:59', '21:30 - 02:15'],
    ['9:00 - 18:00', '24:00 - 10:00', '10:60 - 11:00', '09:00-18:00', '09:00 – 18:00', '09:00 - 18:00 '],
  ],
  [
    'taxNumber',
    ['7707083893', '500100732259'],
    ['770708389', '77070838931', '5001007322590', '77070838a3', ''],
  ],
  [
    'url',
    ['https://example.com', 'http://example.com/path?q=1#top', 'example.com', 'www.shop.ru/catalog', 'пример.рф', 'api.example.io:8080/v1'],
    ['', 'example', 'ftp://example.com', 'https://', 'http://exa mple.com', 'https://example.c', 'javascript:alert(1)'],
  ],
  [
    'hexColor',
    ['#fff', '#FFF', '#3556d8', '#A1B2C3'],
    ['fff', '#ffff', '#12345', '#1234567', '#ggg', 'red'],
  ],
];

describe.each(cases)('patterns.%s', (name, accepted, rejected) => {
  const pattern = patterns[name];

  it.each(accepted)('accepts %p', (value) => {
    expect(pattern.test(value)).toBe(true);
  });

  it.each(rejected)('rejects %p', (value) => {
    expect(pattern.test(value)).toBe(false);
  });
});
