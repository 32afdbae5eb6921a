import { curl, error, header, json, pagination, paginationFields, paginationParams, pathParam, statusOnly, validationError } from '../common';
import type { DocParam, DocSectionSource, ErrorCase } from '../types';

const gates = [
  { code: 'yookassa', name: 'ЮKassa', credentials: [['shop_id', 'Идентификатор магазина', false], ['secret_key', 'Секретный ключ', true]] },
  { code: 'cloudpayments', name: 'CloudPayments', credentials: [['public_id', 'Public ID', false], ['api_secret', 'Пароль для API', true]] },
  { code: 'tbank', name: 'Т-Банк', credentials: [['terminal_key', 'Ключ терминала', false], ['password', 'Пароль терминала', true]] },
  { code: 'sberbank', name: 'СберБанк', credentials: [['login', 'Логин API', false], ['password', 'Пароль API', true]] },
] as const;

const connection = {
  id: 5,
  gate: 'yookassa',
  title: 'ЮKassa — интернет-магазин',
  is_active: true,
  is_test: false,
  shop_ids: [3, 8],
  credentials: { shop_id: '512345', secret_key: '••••••••a1f9' },
  receipts: {
    enabled: true,
    ffd_version: '1.2',
    inn: '7701234567',
    tax_system: 'usn_income',
    payment_place: 'https://shop.example.ru',
    vat: 'none',
    payment_method: 'full_payment',
    payment_object: 'commodity',
  },
  notification_url: 'https://api.example.ru/v1/acquiring/notify/5/c0f3e8a1',
  created_at: '2025-04-02T15:20:11+03:00',
  updated_at: '2025-04-02T15:20:11+03:00',
};

const receiptsParams: DocParam[] = [
  { name: 'receipts.enabled', type: 'boolean', required: false, description: 'Формировать ли чеки по 54-ФЗ через онлайн-кассу шлюза. По умолчанию `false`.' },
  { name: 'receipts.ffd_version', type: 'string', required: false, description: 'Версия ФФД кассы: `1.05` или `1.2`. Обязателен, если `enabled: true`.' },
  { name: 'receipts.inn', type: 'string', required: false, description: 'ИНН организации: 10 цифр для юрлица, 12 — для ИП. Обязателен, если `enabled: true`.' },
  { name: 'receipts.tax_system', type: 'string', required: false, description: 'Система налогообложения (тег 1055): ключ из [Ключей ФФД](/api/acquiring/ffd-keys), например `usn_income`.' },
  { name: 'receipts.payment_place', type: 'string', required: false, description: 'Место расчётов (тег 1187): для интернет-магазина — адрес сайта.' },
  { name: 'receipts.vat', type: 'string', required: false, description: 'Ставка НДС по умолчанию (тег 1199) для товаров без своей ставки, например `none` или `vat20`.' },
  { name: 'receipts.payment_method', type: 'string', required: false, description: 'Способ расчёта по умолчанию (тег 1214), например `full_payment`.' },
  { name: 'receipts.payment_object', type: 'string', required: false, description: 'Предмет расчёта по умолчанию (тег 1212), например `commodity`.' },
];

const connectionBody: DocParam[] = [
  { name: 'gate', type: 'string', required: true, description: 'Код шлюза из [Платёжных шлюзов](/api/acquiring/gates): `yookassa`, `cloudpayments`, `tbank` или `sberbank`.' },
  { name: 'title', type: 'string', required: true, description: 'Название подключения, до 100 символов; видно в панели управления.' },
  { name: 'credentials', type: 'object', required: true, description: 'Данные доступа к шлюзу. Набор полей зависит от шлюза — см. `credentials` в ответе [Платёжных шлюзов](/api/acquiring/gates). При сохранении платформа проверяет их запросом к шлюзу.' },
  { name: 'shop_ids', type: 'integer[]', required: false, description: 'Магазины, в которых принимается оплата. Пустой массив или отсутствие поля — все магазины компании.' },
  { name: 'is_test', type: 'boolean', required: false, description: 'Тестовый режим шлюза: деньги не списываются. По умолчанию `false`.' },
  { name: 'is_active', type: 'boolean', required: false, description: 'Принимать ли оплату. По умолчанию `true`.' },
  ...receiptsParams,
];

const connectionFields: DocParam[] = [
  { name: 'id', type: 'integer', required: true, description: 'Идентификатор подключения.' },
  { name: 'gate', type: 'string', required: true, description: 'Код шлюза.' },
  { name: 'title', type: 'string', required: true, description: 'Название.' },
  { name: 'is_active', type: 'boolean', required: true, description: 'Принимается ли оплата.' },
  { name: 'is_test', type: 'boolean', required: true, description: 'Тестовый режим.' },
  { name: 'shop_ids', type: 'integer[]', required: true, description: 'Магазины; пустой массив — все.' },
  { name: 'credentials', type: 'object', required: true, description: 'Данные доступа; секретные поля скрыты, видны последние 4 символа.' },
  { name: 'receipts', type: 'object', required: true, description: 'Настройки чеков, поля как в запросе.' },
  { name: 'notification_url', type: 'string', required: true, description: 'Адрес для уведомлений об оплате: укажите его в личном кабинете шлюза.' },
  { name: 'created_at', type: 'string', required: true, description: 'Дата создания, ISO 8601.' },
  { name: 'updated_at', type: 'string', required: true, description: 'Дата изменения, ISO 8601.' },
];

const shopConflict: ErrorCase = { status: 409, description: 'Один из магазинов `shop_ids` уже принимает оплату через другое активное подключение.' };

type KeyRow = [key: string, title: string, tag: string, note?: string];

const taxSystems: KeyRow[] = [
  ['osn', 'Общая система налогообложения', '1'],
  ['usn_income', 'УСН «Доходы»', '2'],
  ['usn_income_outcome', 'УСН «Доходы минус расходы»', '4'],
  ['esn', 'Единый сельскохозяйственный налог', '16'],
  ['patent', 'Патентная система', '32'],
];
const vatRates: KeyRow[] = [
  ['none', 'Без НДС', '6'],
  ['vat0', 'НДС 0%', '5'],
  ['vat5', 'НДС 5%', '7'],
  ['vat7', 'НДС 7%', '8'],
  ['vat10', 'НДС 10%', '2'],
  ['vat20', 'НДС 20%', '1'],
  ['vat105', 'НДС по расчётной ставке 5/105', '9'],
  ['vat107', 'НДС по расчётной ставке 7/107', '10'],
  ['vat110', 'НДС по расчётной ставке 10/110', '4'],
  ['vat120', 'НДС по расчётной ставке 20/120', '3'],
];
const paymentMethods: KeyRow[] = [
  ['full_prepayment', 'Предоплата 100%', '1'],
  ['prepayment', 'Частичная предоплата', '2'],
  ['advance', 'Аванс', '3'],
  ['full_payment', 'Полный расчёт', '4'],
  ['partial_payment', 'Частичный расчёт и кредит', '5'],
  ['credit', 'Передача в кредит', '6'],
  ['credit_payment', 'Оплата кредита', '7'],
];
const paymentObjects: KeyRow[] = [
  ['commodity', 'Товар', '1'],
  ['excise', 'Подакцизный товар', '2'],
  ['job', 'Работа', '3'],
  ['service', 'Услуга', '4'],
  ['payment', 'Платёж', '10'],
  ['agent_commission', 'Агентское вознаграждение', '11'],
  ['another', 'Иной предмет расчёта', '13'],
  ['commodity_marked', 'Товар с кодом маркировки', '33', 'только ФФД 1.2'],
];
const measures: KeyRow[] = [
  ['piece', 'Штуки', '0'],
  ['gram', 'Грамм', '10'],
  ['kilogram', 'Килограмм', '11'],
  ['meter', 'Метр', '22'],
  ['milliliter', 'Миллилитр', '40'],
  ['liter', 'Литр', '41'],
  ['other', 'Иные единицы', '255'],
];

const keyTable = (rows: KeyRow[], tag: string) => ({
  kind: 'table' as const,
  head: ['Ключ', 'Значение', `Тег ${tag}`],
  rows: rows.map(([key, title, value, note]) => [`\`${key}\``, note ? `${title} (${note})` : title, value]),
});

export const acquiringSection: DocSectionSource = {
  id: 'acquiring',
  title: 'Эквайринг',
  pages: [
    {
      slug: 'gates',
      title: 'Платёжные шлюзы',
      description: 'Какие платёжные шлюзы можно подключить для оплаты картой и какие данные доступа нужны каждому. Метод GET /acquiring/gates.',
      intro: [
        'Эквайринг принимает оплату заказов банковской картой и через СБП в приложении и на сайте. Деньги зачисляются через платёжный шлюз, с которым у компании заключён договор.',
        'Метод возвращает поддерживаемые шлюзы и поля `credentials`, которые нужно передать при [подключении эквайринга](/api/acquiring/create). Данные доступа выдаёт шлюз в своём личном кабинете.',
      ],
      topics: [
        {
          id: 'gate-list',
          title: 'Поддерживаемые шлюзы',
          placement: 'before',
          blocks: [
            {
              kind: 'table',
              head: ['Шлюз', 'Код', 'Поля credentials'],
              rows: gates.map((gate) => [gate.name, `\`${gate.code}\``, gate.credentials.map(([name]) => `\`${name}\``).join(', ')]),
            },
            { kind: 'paragraph', text: 'Все шлюзы поддерживают тестовый режим и чеки по 54-ФЗ в форматах ФФД 1.05 и 1.2.' },
          ],
        },
      ],
      endpoints: [
        {
          method: 'GET',
          path: '/acquiring/gates',
          headers: [header.auth],
          params: [],
          request: curl({ method: 'GET', path: '/acquiring/gates', headers: [header.auth] }),
          response: {
            status: '200 OK',
            description: 'В `data` — список шлюзов.',
            example: json({
              data: gates.slice(0, 2).map((gate) => ({
                code: gate.code,
                name: gate.name,
                credentials: gate.credentials.map(([name, title, secret]) => ({ name, title, secret })),
                test_mode: true,
                receipts: true,
                ffd_versions: ['1.05', '1.2'],
              })),
            }),
            fields: [
              { name: 'code', type: 'string', required: true, description: 'Код шлюза для поля `gate`.' },
              { name: 'name', type: 'string', required: true, description: 'Название.' },
              { name: 'credentials', type: 'object[]', required: true, description: 'Поля данных доступа: `name` — ключ в `credentials`, `title` — как поле называется у шлюза, `secret` — скрывается ли значение в ответах.' },
              { name: 'test_mode', type: 'boolean', required: true, description: 'Есть ли тестовый режим.' },
              { name: 'receipts', type: 'boolean', required: true, description: 'Умеет ли шлюз формировать чеки по 54-ФЗ.' },
              { name: 'ffd_versions', type: 'string[]', required: true, description: 'Поддерживаемые версии ФФД.' },
            ],
          },
        },
      ],
      errors: [error.unauthorized, error.forbidden, error.tooMany],
    },
    {
      slug: 'ffd-keys',
      title: 'Ключи ФФД',
      description: 'Справочник ключей для чеков по 54-ФЗ: системы налогообложения, ставки НДС, способ и предмет расчёта, мера количества. Метод GET /acquiring/ffd-keys.',
      intro: [
        'ФФД — формат фискальных документов: набор реквизитов (тегов), которые онлайн-касса по 54-ФЗ передаёт в ФНС через оператора фискальных данных. В API вместо числовых значений тегов используются строковые ключи, платформа переводит их для кассы шлюза.',
        'Ключи нужны в настройках чеков при [подключении эквайринга](/api/acquiring/create) и в позициях заказов при [импорте заказов](/api/integration/order/import). Метод возвращает актуальный справочник — сверяйтесь с ним, а не с копией у себя: ставки и значения меняются вместе с законом.',
      ],
      topics: [
        {
          id: 'keys',
          title: 'Значения ключей',
          placement: 'before',
          blocks: [{ kind: 'paragraph', text: 'В столбце «Тег» — значение реквизита, которое уходит в кассу.' }],
          subtopics: [
            { id: 'tax-system', title: 'Система налогообложения', blocks: [keyTable(taxSystems, '1055')] },
            { id: 'vat', title: 'Ставка НДС', blocks: [keyTable(vatRates, '1199')] },
            { id: 'payment-method', title: 'Способ расчёта', blocks: [keyTable(paymentMethods, '1214'), { kind: 'paragraph', text: 'Для оплаты заказа до передачи товара обычно используют `full_prepayment`, при получении — `full_payment`.' }] },
            { id: 'payment-object', title: 'Предмет расчёта', blocks: [keyTable(paymentObjects, '1212')] },
            { id: 'measure', title: 'Мера количества', blocks: [keyTable(measures, '2108'), { kind: 'paragraph', text: 'Только в ФФД 1.2. В ФФД 1.05 единица измерения передаётся текстом (тег 1197), например `шт`.' }] },
          ],
        },
      ],
      endpoints: [
        {
          method: 'GET',
          path: '/acquiring/ffd-keys',
          headers: [header.auth],
          params: [
            {
              title: 'Параметры строки запроса',
              params: [{ name: 'ffd_version', type: 'string', required: false, description: '`1.05` или `1.2`: только ключи, допустимые в этой версии. Без параметра — все.' }],
            },
          ],
          request: curl({ method: 'GET', path: '/acquiring/ffd-keys?ffd_version=1.2', headers: [header.auth] }),
          response: {
            status: '200 OK',
            description: 'В `data` — группы ключей; в каждой записи ключ, название и значение тега. Пример сокращён.',
            example: json({
              data: {
                ffd_versions: ['1.05', '1.2'],
                tax_systems: taxSystems.slice(0, 2).map(([key, title, tag]) => ({ key, title, tag_value: Number(tag) })),
                vat: vatRates.slice(0, 2).map(([key, title, tag]) => ({ key, title, tag_value: Number(tag) })),
                payment_methods: paymentMethods.slice(3, 4).map(([key, title, tag]) => ({ key, title, tag_value: Number(tag) })),
                payment_objects: paymentObjects.slice(0, 1).map(([key, title, tag]) => ({ key, title, tag_value: Number(tag) })),
                measures: measures.slice(0, 1).map(([key, title, tag]) => ({ key, title, tag_value: Number(tag) })),
              },
            }),
          },
        },
      ],
      errors: [error.unauthorized, { status: 422, description: 'Неизвестная версия в `ffd_version`.' }, error.tooMany],
    },
    {
      slug: 'create',
      title: 'Подключение эквайринга',
      description: 'Как подключить платёжный шлюз для оплаты заказов картой и настроить чеки по 54-ФЗ. Метод POST /acquiring.',
      intro: [
        'Создаёт подключение к платёжному шлюзу: после него клиенты оплачивают заказы картой в выбранных магазинах. Перед сохранением платформа проверяет `credentials` запросом к шлюзу.',
        'В ответе есть `notification_url` — укажите его в личном кабинете шлюза как адрес уведомлений об оплате, иначе заказы не получат статус оплаченных. Магазин может принимать оплату только через одно активное подключение.',
      ],
      endpoints: [
        {
          method: 'POST',
          path: '/acquiring',
          headers: [header.auth, header.json],
          params: [{ title: 'Тело запроса (JSON)', params: connectionBody }],
          request: curl({
            method: 'POST',
            path: '/acquiring',
            headers: [header.auth, header.json],
            body: {
              gate: 'yookassa',
              title: 'ЮKassa — интернет-магазин',
              credentials: { shop_id: '512345', secret_key: 'live_Xk2m9PqL7vB4nR8tW1yZ3a1f9' },
              shop_ids: [3, 8],
              receipts: { enabled: true, ffd_version: '1.2', inn: '7701234567', tax_system: 'usn_income', payment_place: 'https://shop.example.ru', vat: 'none', payment_method: 'full_payment', payment_object: 'commodity' },
            },
          }),
          response: { status: '201 Created', description: 'В `data` — созданное подключение.', example: json({ data: connection }), fields: connectionFields },
          validationError: {
            description: 'Шлюз отклонил ключ, ИНН неверной длины:',
            example: validationError({ 'credentials.secret_key': ['Шлюз отклонил данные доступа: проверьте shop_id и secret_key'], 'receipts.inn': ['ИНН должен содержать 10 или 12 цифр'] }),
          },
        },
      ],
      errors: [error.badJson, error.unauthorized, error.forbidden, shopConflict, error.validation, error.tooMany, { status: 502, description: 'Шлюз не ответил при проверке данных доступа. Повторите запрос позже.' }],
    },
    {
      slug: 'update',
      title: 'Изменение подключения эквайринга',
      description: 'Как изменить данные доступа, магазины и настройки чеков подключения эквайринга. Метод PUT /acquiring/{id}.',
      intro: [
        'Изменяет подключение. Передавайте только поля, которые меняются. Объекты `credentials` и `receipts` заменяются целиком — передавайте все их поля.',
        'Шлюз подключения сменить нельзя: создайте новое подключение и выключите старое. Выключение (`"is_active": false`) не затрагивает уже начатые оплаты.',
      ],
      endpoints: [
        {
          method: 'PUT',
          path: '/acquiring/{id}',
          headers: [header.auth, header.json],
          params: [pathParam('id', 'Идентификатор подключения.'), { title: 'Тело запроса (JSON)', params: connectionBody.filter((p) => p.name !== 'gate').map((p) => ({ ...p, required: false })) }],
          request: curl({ method: 'PUT', path: '/acquiring/5', headers: [header.auth, header.json], body: { shop_ids: [3, 8, 11], is_test: false } }),
          response: {
            status: '200 OK',
            description: 'В `data` — подключение после изменения, поля как в [Получении подключения эквайринга](/api/acquiring/get).',
            example: json({ data: { ...connection, shop_ids: [3, 8, 11], updated_at: '2025-05-21T11:02:45+03:00' } }),
          },
          validationError: {
            description: 'Передан код шлюза и неизвестная система налогообложения:',
            example: validationError({ gate: ['Шлюз нельзя сменить: создайте новое подключение'], 'receipts.tax_system': ['Неизвестное значение: usn'] }),
          },
        },
      ],
      errors: [error.badJson, error.unauthorized, error.notFound('Подключение не найдено.'), shopConflict, error.validation, error.tooMany],
    },
    {
      slug: 'get',
      title: 'Получение подключения эквайринга',
      description: 'Как получить подключение эквайринга по идентификатору. Метод GET /acquiring/{id}.',
      intro: ['Возвращает подключение эквайринга. Секретные поля `credentials` скрыты: видны только последние 4 символа, этого хватает, чтобы сверить ключ с личным кабинетом шлюза.'],
      endpoints: [
        {
          method: 'GET',
          path: '/acquiring/{id}',
          headers: [header.auth],
          params: [pathParam('id', 'Идентификатор подключения.')],
          request: curl({ method: 'GET', path: '/acquiring/5', headers: [header.auth] }),
          response: { status: '200 OK', description: 'В `data` — подключение.', example: json({ data: connection }), fields: connectionFields },
        },
      ],
      errors: [error.unauthorized, error.notFound('Подключение не найдено.'), error.tooMany],
    },
    {
      slug: 'list',
      title: 'Список подключений эквайринга',
      description: 'Как получить подключения эквайринга компании с фильтрами по шлюзу и магазину. Метод GET /acquiring.',
      intro: ['Возвращает подключения эквайринга компании, новые первыми. Фильтр `shop_id` показывает, через какое подключение магазин принимает оплату.'],
      endpoints: [
        {
          method: 'GET',
          path: '/acquiring',
          headers: [header.auth],
          params: [
            {
              title: 'Параметры строки запроса',
              params: [
                { name: 'gate', type: 'string', required: false, description: 'Только подключения этого шлюза.' },
                { name: 'shop_id', type: 'integer', required: false, description: 'Только подключения, принимающие оплату в этом магазине (включая подключения «для всех магазинов»).' },
                { name: 'is_active', type: 'boolean', required: false, description: '`true` — только включённые.' },
                ...paginationParams,
              ],
            },
          ],
          request: curl({ method: 'GET', path: '/acquiring?shop_id=8&is_active=true', headers: [header.auth] }),
          response: {
            status: '200 OK',
            description: 'В `data` — массив подключений (поля как в [Получении подключения эквайринга](/api/acquiring/get)), в `pagination` — сведения о страницах.',
            example: json({ data: [connection], pagination: pagination(1) }),
            fields: paginationFields,
          },
        },
      ],
      errors: [error.unauthorized, { status: 422, description: 'Неверные параметры строки запроса.' }, error.tooMany],
    },
    {
      slug: 'delete',
      title: 'Удаление подключения эквайринга',
      description: 'Как удалить подключение эквайринга. Метод DELETE /acquiring/{id}.',
      intro: [
        'Удаляет подключение: магазины перестают принимать через него оплату. История платежей сохраняется; возвраты по прошлым платежам оформляйте в личном кабинете шлюза.',
        'Пока по подключению есть незавершённые оплаты (клиент на странице оплаты), удалить его нельзя — выключите его (`"is_active": false`) и повторите через час.',
      ],
      endpoints: [
        {
          method: 'DELETE',
          path: '/acquiring/{id}',
          headers: [header.auth],
          params: [pathParam('id', 'Идентификатор подключения.')],
          request: curl({ method: 'DELETE', path: '/acquiring/5', headers: [header.auth] }),
          response: { status: '204 No Content', description: 'Подключение удалено; тела у ответа нет.', example: statusOnly('204 No Content') },
        },
      ],
      errors: [error.unauthorized, error.notFound('Подключение не найдено.'), { status: 409, description: 'Есть незавершённые оплаты через это подключение.' }, error.tooMany],
    },
  ],
};
