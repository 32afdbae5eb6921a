/** @jest-environment node */
import { listRows } from '@/lib/lists/envelope';
import { parsePaymentLink } from '@/lib/orders/api';
import { ApiError } from '@/lib/api/api-error';

describe('listRows: the plausible shapes of a list answer', () => {
  const rows = [{ id: 1 }, { id: 2 }];

  it.each([
    ['the §7 envelope', { data: { data: rows, pagination: { total: 2, totalPages: 1, currentPage: 1, perPage: 15 } } }],
    ['a bare list in data', { data: rows }],
    ['a bare array', rows],
    ['rows under items', { data: { items: rows } }],
    ['pagination beside data', { data: rows, pagination: { total: 2 } }],
    ['PHP numbered keys', { data: { data: { 0: rows[0], 1: rows[1] } } }],
  ])('reads %s', (_, body) => {
    expect(listRows(body)).toEqual(rows);
  });

  it.each([
    ['{ data: null }', { data: null }],
    ['{ data: {} }', { data: {} }],
    ['{ data: { data: null } }', { data: { data: null } }],
    ['{ data: { data: {} } }', { data: { data: {} } }],
    ['a page without its rows', { data: { pagination: { total: 0 } } }],
  ])('reads %s as an empty list', (_, body) => {
    expect(listRows(body)).toEqual([]);
  });

  it.each([
    ['null', null],
    ['a string', 'oops'],
    ['an object without rows', { data: { entries: rows } }],
    ['data as an object', { data: { id: 1 } }],
  ])('says null for %s, so only that section fails', (_, body) => {
    expect(listRows(body)).toBeNull();
  });
});

describe('parsePaymentLink', () => {
  it.each([
    ['paymentLink (§7)', { paymentLink: 'https://pay.ru/1', amount: 100 }],
    ['url', { url: 'https://pay.ru/1' }],
    ['link', { link: 'https://pay.ru/1' }],
    ['a bare string', 'https://pay.ru/1'],
  ])('reads the link from %s', (_, data) => {
    expect(parsePaymentLink(data).paymentLink).toBe('https://pay.ru/1');
  });

  it('refuses an answer without a link with a Russian error instead of an empty link', () => {
    expect(() => parsePaymentLink({ amount: 100 })).toThrow(ApiError);
    expect(() => parsePaymentLink({ paymentLink: '' })).toThrow('Сервер не вернул ссылку на оплату');
  });
});
