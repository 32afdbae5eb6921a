import { fieldLabel, fieldsText } from '@/lib/activity/fields';

describe('the «Поля» of an audit entry (issue 47)', () => {
  it('names the fields by the forms\' Russian labels, not the keys the upstream got', () => {
    expect(fieldsText('{"title":"Осень","category_id":4,"is_active":true}', 'banners')).toBe('Наименование: Осень, Категория товара: 4, Активность: да');
    expect(fieldsText('{"name":"Капучино","base_price":199.5,"in_stock":false}', 'products')).toBe('Наименование: Капучино, Базовая цена: 199.5, Наличие: нет');
    expect(fieldsText('{"name":"Иванова Анна","phone":"7916*****67","birthday":"[скрыто]"}', 'customers')).toBe(
      'ФИО: Иванова Анна, Телефон: 7916*****67, Дата рождения: [скрыто]',
    );
  });

  it('a multipart body lists the parts sent by their labels', () => {
    expect(fieldsText('{"parts":["image"]}', 'banners')).toBe('Фото');
    expect(fieldsText('{"parts":["title","categoryId","isActive","image"]}', 'banners')).toBe('Наименование, Категория товара, Активность, Фото');
  });

  it('reads camelCase keys too (an export stores its screen\'s query)', () => {
    expect(fieldsText('{"minTotal":"1990.50","dateFrom":"2026-01-01"}', 'export')).toBe('Сумма от: 1990.50, Период с: 2026-01-01');
    expect(fieldLabel('isActive')).toBe('Активность');
  });

  it('keeps a key no form names as it is, and summarises nested records', () => {
    expect(fieldsText('{"x_custom":1}')).toBe('x_custom: 1');
    expect(fieldsText('{"kit_items":[{"product_id":1,"quantity":2},{"product_id":3,"quantity":1}]}', 'products')).toBe('Состав комплекта: 2 записи');
    expect(fieldsText('{"bonus":{"levels":[{"name":"A"}]}}', 'loyalty')).toBe('Бонусы: (Уровни: 1 запись)');
    expect(fieldsText('{"allowed_ips":["10.0.0.1","10.0.0.2"]}')).toBe('Разрешённые адреса: 10.0.0.1, 10.0.0.2');
    expect(fieldsText('{"comment":null}')).toBe('Комментарий: —');
  });

  it('says «—» for nothing sent, keeps text that is not JSON, and cuts a long line on the screen only', () => {
    expect(fieldsText(null)).toBe('—');
    expect(fieldsText('{}')).toBe('—');
    expect(fieldsText('not json')).toBe('not json');
    const long = JSON.stringify({ description: 'я'.repeat(400) });
    expect(fieldsText(long, 'products')).toHaveLength(201);
    expect(fieldsText(long, 'products', Number.POSITIVE_INFINITY)).toBe(`Описание: ${'я'.repeat(400)}`);
  });
});
