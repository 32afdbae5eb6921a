import { curl, error, header, json, validationError } from '../common';
import type { CodeSample, DocParam, DocSectionSource, ErrorCase } from '../types';

const csv = (lines: string[]): CodeSample => ({ language: 'csv', code: lines.join('\n') });

const fileTooLarge: ErrorCase = { status: 413, description: 'Файл больше 10 МБ: разделите его на части.' };

const csvRules = [
  'кодировка UTF-8 (метка BOM допускается — её добавляет Excel);',
  'разделитель — точка с запятой `;`, значения с `;` или переводом строки — в двойных кавычках;',
  'первая строка — заголовок с названиями столбцов, порядок столбцов любой, неизвестные столбцы пропускаются;',
  'дробная часть цен — через точку или запятую, даты — `YYYY-MM-DD` или `ДД.ММ.ГГГГ`.',
];

const importParams = (extra: DocParam[], formats: string): DocParam[] => [
  { name: 'file', type: 'file', required: true, description: `Файл ${formats}, до 10 МБ. Формат определяется по расширению.` },
  ...extra,
  { name: 'dry_run', type: 'boolean', required: false, description: '`true` — только проверить файл и вернуть итог, ничего не сохраняя. Удобно перед первой загрузкой.' },
];

const rowErrorsField: DocParam = {
  name: 'errors',
  type: 'object[]',
  required: true,
  description: 'Ошибки: `row` — номер строки файла (заголовок — строка 1) или записи JSON с единицы, `messages` — сообщения по полям. Не больше 100 записей.',
};

export const ioSection: DocSectionSource = {
  id: 'io',
  title: 'Импорт и экспорт',
  pages: [
    {
      slug: 'clients',
      title: 'Экспорт и импорт клиентов',
      description: 'Как выгрузить клиентов компании в CSV или JSON и загрузить их файлом — при переезде с другой платформы или из таблицы. Методы GET и POST /io/clients.',
      intro: [
        'Выгрузка и загрузка клиентов файлом: для переезда с другой платформы, сверки с таблицей или резервной копии. Клиенты сопоставляются по телефону.',
        'Для постоянной синхронизации с учётной системой удобнее [Импорт клиентов](/api/integration/client/import) — он работает с идентификаторами внешней системы и небольшими пакетами.',
      ],
      endpoints: [
        {
          key: 'export',
          title: 'Экспорт клиентов',
          summary: 'Возвращает файл целиком, без постраничной разбивки, но не больше 100 000 клиентов: для больших баз выгружайте частями по `updated_since`.',
          method: 'GET',
          path: '/io/clients',
          headers: [header.auth],
          params: [
            {
              title: 'Параметры строки запроса',
              params: [
                { name: 'format', type: 'string', required: false, description: '`csv` (по умолчанию) или `json`.' },
                { name: 'updated_since', type: 'string', required: false, description: 'Только клиенты, изменённые после этой даты, ISO 8601.' },
              ],
            },
          ],
          request: curl({ method: 'GET', path: '/io/clients?format=csv&updated_since=2025-05-01T00:00:00%2B03:00', headers: [header.auth], output: 'clients.csv' }),
          response: {
            status: '200 OK',
            description: 'Файл с заголовком `Content-Disposition: attachment; filename="clients-2025-05-14.csv"`. В JSON — объект `{ "data": [...] }` с полями, как столбцы CSV.',
            example: csv([
              'phone;name;email;birthday;gender;is_subscribed;status;bonus_balance',
              '79161234567;Ольга Иванова;olga@example.ru;1990-03-15;female;1;Бонусный;350',
              '79035550101;Игорь Петров;igor@example.ru;;male;0;Базовый;0',
            ]),
          },
        },
        {
          key: 'import',
          title: 'Импорт клиентов',
          summary: 'Загружает файл: новые клиенты создаются, существующие (по телефону) обновляются. Файл обрабатывается сразу, ответ приходит после обработки.',
          method: 'POST',
          path: '/io/clients',
          headers: [header.auth, header.multipart],
          params: [
            {
              title: 'Поля формы (multipart/form-data)',
              params: importParams([{ name: 'mode', type: 'string', required: false, description: '`upsert` (по умолчанию) — создавать и обновлять; `create` — только создавать новых, существующих пропускать.' }], 'CSV или JSON'),
            },
          ],
          request: curl({ method: 'POST', path: '/io/clients', headers: [header.auth, header.multipart], form: ['file=@clients.csv', 'mode=upsert'] }),
          response: {
            status: '200 OK',
            description: 'В `data` — итог обработки.',
            example: json({ data: { total_rows: 3, created: 1, updated: 1, skipped: 0, failed: 1, dry_run: false, errors: [{ row: 4, messages: { phone: ['Телефон должен содержать 11 цифр'] } }] } }),
            fields: [
              { name: 'total_rows', type: 'integer', required: true, description: 'Записей в файле без заголовка.' },
              { name: 'created', type: 'integer', required: true, description: 'Создано клиентов.' },
              { name: 'updated', type: 'integer', required: true, description: 'Обновлено клиентов.' },
              { name: 'skipped', type: 'integer', required: true, description: 'Пропущено существующих в режиме `create`.' },
              { name: 'failed', type: 'integer', required: true, description: 'Записей с ошибками.' },
              { name: 'dry_run', type: 'boolean', required: true, description: 'Была ли это проверка без сохранения.' },
              rowErrorsField,
            ],
          },
          validationError: {
            description: 'Файл не того формата:',
            example: validationError({ file: ['Допустимые форматы: csv, json'] }),
          },
        },
      ],
      topics: [
        {
          id: 'csv-format',
          title: 'Формат файла',
          placement: 'after',
          blocks: [
            { kind: 'paragraph', text: 'Требования к CSV:' },
            { kind: 'list', items: csvRules },
            {
              kind: 'table',
              caption: 'Столбцы',
              head: ['Столбец', 'Обязателен', 'Содержимое'],
              rows: [
                ['`phone`', 'да', '11 цифр, начиная с `7`.'],
                ['`name`', 'нет', 'Имя и фамилия.'],
                ['`email`', 'нет', 'E-mail.'],
                ['`birthday`', 'нет', 'Дата рождения.'],
                ['`gender`', 'нет', '`male` или `female`.'],
                ['`is_subscribed`', 'нет', 'Согласие на рассылки: `1` или `0`.'],
                ['`status`, `bonus_balance`', '—', 'Только в выгрузке; при загрузке не читаются. Бонусы меняются методами раздела [Бонусы](/api/bonus/add).'],
              ],
            },
            { kind: 'paragraph', text: 'JSON — массив объектов с теми же полями или объект `{ "data": [...] }`, как в выгрузке.' },
          ],
        },
      ],
      errors: [error.unauthorized, error.forbidden, fileTooLarge, error.validation, error.tooMany],
    },
    {
      slug: 'offers',
      title: 'Экспорт и импорт предложений',
      description: 'Как выгрузить торговые предложения и обновить файлом цены, активность и остатки магазина. Методы GET и POST /io/offers.',
      intro: [
        'Торговое предложение — вариант товара со своим артикулом (`sku`), ценой и остатком: «Латте 300 мл» и «Латте 400 мл» — два предложения одного товара.',
        'Загрузка файлом обновляет цены, активность и остатки существующих предложений — например, раз в час из кассовой программы. Новые товары и предложения создаются [импортом каталога](/api/io/catalog).',
      ],
      endpoints: [
        {
          key: 'export',
          title: 'Экспорт предложений',
          method: 'GET',
          path: '/io/offers',
          headers: [header.auth],
          params: [
            {
              title: 'Параметры строки запроса',
              params: [
                { name: 'format', type: 'string', required: false, description: '`csv` (по умолчанию) или `json`.' },
                { name: 'shop_id', type: 'integer', required: false, description: 'Магазин, остатки которого попадут в столбец `stock`. Без параметра — сумма по всем магазинам.' },
                { name: 'is_active', type: 'boolean', required: false, description: '`true` — только активные предложения.' },
              ],
            },
          ],
          request: curl({ method: 'GET', path: '/io/offers?format=csv&shop_id=3', headers: [header.auth], output: 'offers.csv' }),
          response: {
            status: '200 OK',
            description: 'Файл со всеми предложениями; в JSON — `{ "data": [...] }`.',
            example: csv([
              'sku;product;name;price;old_price;is_active;stock',
              'LATTE-300;Латте;300 мл;220.00;;1;120',
              'LATTE-400;Латте;400 мл;260.00;290.00;1;80',
            ]),
          },
        },
        {
          key: 'import',
          title: 'Импорт предложений',
          summary: 'Обновляет предложения по `sku`. Пустая ячейка оставляет значение без изменений; чтобы убрать старую цену, укажите `0` в `old_price`.',
          method: 'POST',
          path: '/io/offers',
          headers: [header.auth, header.multipart],
          params: [
            {
              title: 'Поля формы (multipart/form-data)',
              params: importParams([{ name: 'shop_id', type: 'integer', required: false, description: 'Магазин, остатки которого обновляет столбец `stock`. Обязателен, если в файле есть `stock`.' }], 'CSV или JSON'),
            },
          ],
          request: curl({ method: 'POST', path: '/io/offers', headers: [header.auth, header.multipart], form: ['file=@offers.csv', 'shop_id=3'] }),
          response: {
            status: '200 OK',
            description: 'В `data` — итог обработки.',
            example: json({ data: { total_rows: 2, updated: 1, failed: 1, dry_run: false, errors: [{ row: 3, messages: { sku: ['Предложение LATTE-500 не найдено'] } }] } }),
            fields: [
              { name: 'total_rows', type: 'integer', required: true, description: 'Записей в файле без заголовка.' },
              { name: 'updated', type: 'integer', required: true, description: 'Обновлено предложений.' },
              { name: 'failed', type: 'integer', required: true, description: 'Записей с ошибками.' },
              { name: 'dry_run', type: 'boolean', required: true, description: 'Была ли это проверка без сохранения.' },
              rowErrorsField,
            ],
          },
          validationError: {
            description: 'В файле есть остатки, а магазин не указан:',
            example: validationError({ shop_id: ['Укажите магазин: в файле есть столбец stock'] }),
          },
        },
      ],
      topics: [
        {
          id: 'csv-format',
          title: 'Формат файла',
          placement: 'after',
          blocks: [
            { kind: 'list', items: csvRules },
            {
              kind: 'table',
              caption: 'Столбцы',
              head: ['Столбец', 'Обязателен', 'Содержимое'],
              rows: [
                ['`sku`', 'да', 'Артикул предложения.'],
                ['`price`', 'нет', 'Цена в рублях.'],
                ['`old_price`', 'нет', 'Старая цена — показывается зачёркнутой; `0` убирает её.'],
                ['`is_active`', 'нет', '`1` — продаётся, `0` — скрыто.'],
                ['`stock`', 'нет', 'Остаток в магазине `shop_id`, целое число.'],
                ['`product`, `name`', '—', 'Только в выгрузке.'],
              ],
            },
          ],
        },
      ],
      errors: [error.unauthorized, error.forbidden, error.notFound('Магазин `shop_id` не найден.'), fileTooLarge, error.validation, error.tooMany],
    },
    {
      slug: 'catalog',
      title: 'Экспорт и импорт каталога',
      description: 'Как выгрузить и загрузить каталог целиком — категории, товары и предложения — в формате JSON. Методы GET и POST /io/catalog.',
      intro: [
        'Каталог целиком — категории, товары, их свойства, изображения и предложения — в одном JSON-файле. Подходит для первичного наполнения и регулярной выгрузки из учётной системы.',
        'Записи сопоставляются по `external_id` (категории и товары) и `sku` (предложения). Изображения скачиваются по ссылкам в фоне, в течение нескольких минут после ответа.',
      ],
      endpoints: [
        {
          key: 'export',
          title: 'Экспорт каталога',
          method: 'GET',
          path: '/io/catalog',
          headers: [header.auth],
          params: [
            {
              title: 'Параметры строки запроса',
              params: [{ name: 'include_inactive', type: 'boolean', required: false, description: '`true` — вместе со скрытыми категориями и товарами. По умолчанию `false`.' }],
            },
          ],
          request: curl({ method: 'GET', path: '/io/catalog', headers: [header.auth], output: 'catalog.json' }),
          response: {
            status: '200 OK',
            description: 'JSON-файл в формате, который принимает импорт (пример сокращён).',
            example: json({
              categories: [
                { external_id: 'CAT-1', name: 'Кофе', parent_external_id: null, sort: 10, is_active: true },
                { external_id: 'CAT-2', name: 'Выпечка', parent_external_id: null, sort: 20, is_active: true },
              ],
              products: [
                {
                  external_id: 'P-100',
                  category_external_id: 'CAT-1',
                  name: 'Латте',
                  description: 'Эспрессо с молоком и нежной пенкой.',
                  images: ['https://cdn.example.ru/catalog/latte.jpg'],
                  properties: { Молоко: 'Коровье' },
                  is_active: true,
                  offers: [
                    { sku: 'LATTE-300', name: '300 мл', price: 220, old_price: null, barcode: '4600000000017', vat: 'none', measure: 'piece' },
                    { sku: 'LATTE-400', name: '400 мл', price: 260, old_price: 290, barcode: '4600000000024', vat: 'none', measure: 'piece' },
                  ],
                },
              ],
            }),
          },
        },
        {
          key: 'import',
          title: 'Импорт каталога',
          summary: 'Создаёт и обновляет категории, товары и предложения из файла. Записи с ошибками пропускаются, остальные сохраняются.',
          method: 'POST',
          path: '/io/catalog',
          headers: [header.auth, header.multipart],
          params: [
            {
              title: 'Поля формы (multipart/form-data)',
              params: importParams(
                [{ name: 'mode', type: 'string', required: false, description: '`merge` (по умолчанию) — только добавлять и обновлять; `replace` — ещё и скрыть товары, которых нет в файле.' }],
                'JSON',
              ),
            },
          ],
          request: curl({ method: 'POST', path: '/io/catalog', headers: [header.auth, header.multipart], form: ['file=@catalog.json', 'mode=merge'] }),
          response: {
            status: '200 OK',
            description: 'В `data` — итог по каждому виду записей.',
            example: json({
              data: {
                categories: { created: 0, updated: 2 },
                products: { created: 1, updated: 11, hidden: 0 },
                offers: { created: 2, updated: 20 },
                failed: 1,
                images_queued: 3,
                dry_run: false,
                errors: [{ path: 'products[12].category_external_id', messages: ['Категория CAT-99 не найдена ни в файле, ни в каталоге'] }],
              },
            }),
            fields: [
              { name: 'categories', type: 'object', required: true, description: '`created` и `updated` категорий.' },
              { name: 'products', type: 'object', required: true, description: '`created`, `updated` и `hidden` (в режиме `replace`) товаров.' },
              { name: 'offers', type: 'object', required: true, description: '`created` и `updated` предложений.' },
              { name: 'failed', type: 'integer', required: true, description: 'Записей с ошибками.' },
              { name: 'images_queued', type: 'integer', required: true, description: 'Изображений, поставленных на скачивание.' },
              { name: 'dry_run', type: 'boolean', required: true, description: 'Была ли это проверка без сохранения.' },
              { name: 'errors', type: 'object[]', required: true, description: 'Ошибки: `path` — где в файле запись, `messages` — сообщения. Не больше 100 записей.' },
            ],
          },
          validationError: {
            description: 'Файл не разбирается как JSON:',
            example: validationError({ file: ['Файл не является корректным JSON: строка 418, позиция 7'] }),
          },
        },
      ],
      topics: [
        {
          id: 'json-format',
          title: 'Формат файла',
          placement: 'after',
          blocks: [
            { kind: 'paragraph', text: 'Объект с массивами `categories` и `products`; предложения вложены в товары. Формат совпадает с выгрузкой, поэтому выгруженный файл можно отредактировать и загрузить обратно.' },
            {
              kind: 'table',
              head: ['Поле', 'Обязательно', 'Содержимое'],
              rows: [
                ['`categories[].external_id`', 'да', 'Идентификатор категории в вашей системе.'],
                ['`categories[].name`', 'да', 'Название, до 100 символов.'],
                ['`categories[].parent_external_id`', 'нет', 'Родительская категория; `null` — верхний уровень.'],
                ['`products[].external_id`', 'да', 'Идентификатор товара.'],
                ['`products[].category_external_id`', 'да', 'Категория товара: из файла или уже существующая.'],
                ['`products[].images`', 'нет', 'Ссылки `https://` на JPG или PNG до 3 МБ, до 10 штук; первая — основная.'],
                ['`products[].offers[].sku`', 'да', 'Артикул предложения, уникальный в компании.'],
                ['`products[].offers[].price`', 'да', 'Цена в рублях.'],
                ['`products[].offers[].vat`, `measure`', 'нет', 'Ключи из [Ключей ФФД](/api/acquiring/ffd-keys) для чеков.'],
              ],
            },
          ],
        },
      ],
      errors: [error.unauthorized, error.forbidden, fileTooLarge, error.validation, error.tooMany],
    },
  ],
};
