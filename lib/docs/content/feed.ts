import { API_BASE_URL, curl } from '../common';
import type { DocSectionSource } from '../types';

const feedUrl = `${API_BASE_URL}/feed/3f1c9e52-8b7a-4d21-9c0e-5a6b7c8d9e0f/catalog.yml`;

const yml = `<?xml version="1.0" encoding="UTF-8"?>
<yml_catalog date="2025-05-14T12:00:00+03:00">
  <shop>
    <name>Кофейня «Утро»</name>
    <company>ООО «Утро»</company>
    <url>https://shop.example.ru</url>
    <currencies>
      <currency id="RUR" rate="1"/>
    </currencies>
    <categories>
      <category id="CAT-1">Кофе</category>
      <category id="CAT-2">Выпечка</category>
    </categories>
    <offers>
      <offer id="LATTE-400" group_id="P-100" available="true">
        <name>Латте 400 мл</name>
        <url>https://shop.example.ru/product/p-100?offer=LATTE-400</url>
        <price>260</price>
        <oldprice>290</oldprice>
        <currencyId>RUR</currencyId>
        <categoryId>CAT-1</categoryId>
        <picture>https://cdn.example.ru/catalog/latte.jpg</picture>
        <description>Эспрессо с молоком и нежной пенкой.</description>
        <vendorCode>LATTE-400</vendorCode>
        <barcode>4600000000024</barcode>
        <param name="Молоко">Коровье</param>
        <count>80</count>
      </offer>
    </offers>
  </shop>
</yml_catalog>`;

export const feedSection: DocSectionSource = {
  id: 'feed',
  title: 'Фиды',
  pages: [
    {
      slug: 'catalog',
      title: 'Фид каталога',
      description: 'Ссылка на каталог компании в формате YML для маркетплейсов, агрегаторов и рекламных кабинетов. Метод GET /feed/{company_uuid}/catalog.yml.',
      intro: [
        'Фид — каталог компании одним XML-файлом в формате YML (Yandex Market Language), который понимают маркетплейсы, агрегаторы и рекламные кабинеты. Площадка сама регулярно скачивает его по ссылке.',
        'Фид доступен без заголовка `Authorization`: площадки умеют только скачивать ссылку, поэтому доступ даёт отдельный ключ фида в параметре `key`. Он выпускается в панели управления в разделе «Интеграции» и разрешает только чтение фида.',
      ],
      endpoints: [
        {
          method: 'GET',
          path: '/feed/{company_uuid}/catalog.yml',
          headers: [
            {
              name: 'If-None-Match',
              value: '<ETag прошлого ответа>',
              description: 'Необязательный. Если каталог не менялся, ответ — `304 Not Modified` без тела.',
            },
          ],
          params: [
            { title: 'Параметры пути', params: [{ name: 'company_uuid', type: 'string', required: true, description: 'UUID компании; полная ссылка на фид показана в разделе «Интеграции».' }] },
            {
              title: 'Параметры строки запроса',
              params: [
                { name: 'key', type: 'string', required: true, description: 'Ключ фида.' },
                { name: 'shop_id', type: 'integer', required: false, description: 'Магазин, по остаткам которого заполняются `available` и `count`. Без параметра — сумма по всем магазинам.' },
                { name: 'categories', type: 'string', required: false, description: 'Только эти категории и их подкатегории: `external_id` через запятую.' },
              ],
            },
          ],
          request: curl({ method: 'GET', path: `${feedUrl}?key=fk_2Wq8Lm4Tz7&shop_id=3`, output: 'catalog.yml' }),
          response: {
            status: '200 OK',
            description: 'XML в кодировке UTF-8 (`Content-Type: application/xml; charset=utf-8`) с заголовками `ETag` и `Last-Modified`. Фид пересобирается раз в час и после импорта каталога.',
            example: { language: 'xml', code: yml },
          },
        },
      ],
      topics: [
        {
          id: 'elements',
          title: 'Элементы фида',
          placement: 'after',
          blocks: [
            {
              kind: 'table',
              head: ['Элемент', 'Откуда берётся'],
              rows: [
                ['`shop/name`, `company`, `url`', 'Название компании, юридическое название и адрес сайта из профиля компании.'],
                ['`category`', 'Активные категории: `id` — `external_id`, `parentId` — родительская категория.'],
                ['`offer`', 'Активные предложения: `id` — `sku`, `group_id` — `external_id` товара, `available` — есть ли остаток.'],
                ['`price`, `oldprice`', 'Цена и старая цена предложения в рублях.'],
                ['`picture`', 'Изображения товара, до 10, первое — основное.'],
                ['`vendorCode`, `barcode`', 'Артикул и штрихкод предложения.'],
                ['`param`', 'Свойства товара: `name` — название свойства.'],
                ['`count`', 'Остаток: в магазине `shop_id` или сумма по всем магазинам.'],
              ],
            },
            { kind: 'paragraph', text: 'Товары без цены или без категории в фид не попадают.' },
          ],
        },
      ],
      errors: [
        { status: 403, description: 'Ключ фида не передан, неверен или отозван.' },
        { status: 404, description: 'Компании с таким UUID нет или фид выключен.' },
        { status: 429, description: 'Больше 60 запросов в час на ключ: площадкам хватает одного запроса в час.' },
      ],
    },
  ],
};
