import { curl, error, header, json, validationError } from '../common';
import type { DocParam, DocSectionSource, ErrorCase } from '../types';

const integrationErrors = {
  unauthorized: { status: 401, description: 'Токен интеграции не передан, неверен или истёк — получите новый методом [Авторизация интеграции](/api/integration/auth).' },
  forbidden: { status: 403, description: 'У интеграции нет нужного права в `scopes` или запрос пришёл с адреса вне `allowed_ips`.' },
} satisfies Record<string, ErrorCase>;

const settings = {
  client_id: 'int_7f3a9c2e41',
  client_secret: null,
  allowed_ips: ['203.0.113.10', '198.51.100.0/24'],
  token_ttl: 3600,
  scopes: ['clients', 'orders'],
  updated_at: '2025-05-12T09:40:00+03:00',
};

const settingsBody: DocParam[] = [
  { name: 'allowed_ips', type: 'string[]', required: false, description: 'IP-адреса или подсети (CIDR), с которых разрешено получать токен, до 20 записей. Пустой массив — любые адреса.' },
  { name: 'token_ttl', type: 'integer', required: false, description: 'Срок действия токена в секундах: от 300 до 86 400. По умолчанию `3600`.' },
  { name: 'scopes', type: 'string[]', required: false, description: 'Права интеграции: `clients` — методы клиентов, `orders` — методы заказов.' },
  { name: 'regenerate_secret', type: 'boolean', required: false, description: '`true` — выпустить новый `client_secret`. Старый секрет и все выданные токены сразу перестают действовать.' },
];

const client = {
  id: 881,
  external_id: 'CRM-1042',
  phone: '79161234567',
  name: 'Ольга Иванова',
  email: 'olga@example.ru',
  birthday: '1990-03-15',
  gender: 'female',
  is_subscribed: true,
  status: 'Бонусный',
  bonus_balance: 350,
  created_at: '2024-11-02T18:21:09+03:00',
  updated_at: '2025-05-14T10:02:33+03:00',
};

const clientParams: DocParam[] = [
  { name: 'external_id', type: 'string', required: false, description: 'Идентификатор клиента во внешней системе, до 64 символов. Обязателен при `match_by: external_id`.' },
  { name: 'phone', type: 'string', required: true, description: 'Телефон: 11 цифр, начиная с `7`, например `79161234567`. По нему клиент входит в приложение.' },
  { name: 'name', type: 'string', required: false, description: 'Имя и фамилия, до 100 символов.' },
  { name: 'email', type: 'string', required: false, description: 'E-mail.' },
  { name: 'birthday', type: 'string', required: false, description: 'Дата рождения, `YYYY-MM-DD`. Нужна для бонуса ко дню рождения.' },
  { name: 'gender', type: 'string', required: false, description: '`male` или `female`.' },
  { name: 'is_subscribed', type: 'boolean', required: false, description: 'Согласие на рекламные рассылки.' },
];

const clientFields: DocParam[] = [
  { name: 'id', type: 'integer', required: true, description: 'Идентификатор клиента на платформе.' },
  ...clientParams.map((p) => ({ ...p, required: p.name === 'phone' || p.name === 'external_id' })),
  { name: 'status', type: 'string', required: true, description: 'Уровень в бонусной программе: «Базовый», «Бонусный» или «Продвинутый».' },
  { name: 'bonus_balance', type: 'integer', required: true, description: 'Бонусный баланс.' },
  { name: 'created_at', type: 'string', required: true, description: 'Дата регистрации, ISO 8601.' },
  { name: 'updated_at', type: 'string', required: true, description: 'Дата изменения, ISO 8601.' },
];

const orderItemParams: DocParam[] = [
  { name: 'items[].sku', type: 'string', required: true, description: 'Артикул торгового предложения. Неизвестный артикул сохраняется как позиция без привязки к каталогу.' },
  { name: 'items[].name', type: 'string', required: true, description: 'Название позиции, как в чеке.' },
  { name: 'items[].quantity', type: 'number', required: true, description: 'Количество, до трёх знаков после точки (для весовых товаров).' },
  { name: 'items[].price', type: 'number', required: true, description: 'Цена за единицу в рублях, до двух знаков после точки.' },
  { name: 'items[].discount', type: 'number', required: false, description: 'Скидка на позицию в рублях. По умолчанию `0`.' },
  { name: 'items[].vat', type: 'string', required: false, description: 'Ставка НДС — ключ из [Ключей ФФД](/api/acquiring/ffd-keys), например `vat20`.' },
];

const orderParams: DocParam[] = [
  { name: 'external_id', type: 'string', required: true, description: 'Идентификатор заказа во внешней системе, до 64 символов. Заказ с уже известным `external_id` обновляется.' },
  { name: 'number', type: 'string', required: false, description: 'Номер заказа, который видит клиент. По умолчанию — `external_id`.' },
  { name: 'client_phone', type: 'string', required: true, description: 'Телефон клиента, 11 цифр. Клиента с новым телефоном платформа создаёт.' },
  { name: 'shop_id', type: 'integer', required: true, description: 'Магазин, в котором оформлен заказ.' },
  { name: 'created_at', type: 'string', required: true, description: 'Дата заказа, ISO 8601 с часовым поясом.' },
  { name: 'status', type: 'string', required: false, description: 'Статус: `new`, `accepted`, `assembling`, `delivering`, `ready`, `completed` или `canceled`. По умолчанию `new`.' },
  { name: 'status_ext_id', type: 'string', required: false, description: 'Внешний код статуса магазина (задаётся в настройках статусов) — вместо `status`.' },
  { name: 'total', type: 'number', required: true, description: 'Сумма заказа в рублях. Должна совпадать с суммой позиций за вычетом скидок.' },
  { name: 'paid_bonuses', type: 'integer', required: false, description: 'Сколько бонусов списано в оплату. Бонусы списываются с баланса клиента.' },
  { name: 'accrue_bonuses', type: 'boolean', required: false, description: 'Начислить бонусы по правилам [бонусной программы](/api/bonus/info), когда заказ получит статус `completed`. По умолчанию `true`.' },
  { name: 'comment', type: 'string', required: false, description: 'Комментарий к заказу, до 1000 символов.' },
  { name: 'items', type: 'object[]', required: true, description: 'Позиции заказа, от 1 до 300.' },
  ...orderItemParams,
];

const order = {
  id: 10234,
  external_id: '1C-000517',
  number: 'A-10234',
  status: 'completed',
  status_ext_id: 'DONE',
  client: { id: 881, phone: '79161234567', name: 'Ольга Иванова' },
  shop_id: 3,
  items: [
    { sku: 'LATTE-300', name: 'Латте 300 мл', quantity: 2, price: 220, discount: 0, amount: 440 },
    { sku: 'CROISSANT', name: 'Круассан классический', quantity: 1, price: 150, discount: 15, amount: 135 },
  ],
  total: 575,
  paid_bonuses: 40,
  accrued_bonuses: 27,
  comment: null,
  created_at: '2025-05-14T09:12:00+03:00',
  updated_at: '2025-05-14T09:40:18+03:00',
};

const importResultFields = (what: string): DocParam[] => [
  { name: 'created', type: 'integer', required: true, description: `Создано ${what}.` },
  { name: 'updated', type: 'integer', required: true, description: `Обновлено ${what}.` },
  { name: 'failed', type: 'integer', required: true, description: 'Записей с ошибками: они не сохранены, остальные сохранены.' },
  { name: 'errors', type: 'object[]', required: true, description: 'Ошибки по записям: `index` — номер в массиве с нуля, `external_id`, `messages` — сообщения по полям.' },
];

export const integrationSection: DocSectionSource = {
  id: 'integration',
  title: 'Интеграция',
  pages: [
    {
      slug: 'auth',
      title: 'Авторизация интеграции',
      description: 'Как внешняя система (1С, CRM, ERP) получает токен для методов интеграции. Метод POST /integration/auth.',
      intro: [
        'Методы раздела «Интеграция» синхронизируют клиентов и заказы с учётной системой компании — 1С, CRM или ERP. Они работают не с API-ключом, а с коротким токеном интеграции: так основной ключ не хранится во внешней системе, а права интеграции ограничены.',
        'Метод обменивает `client_id` и `client_secret` на токен. Их выдаёт панель управления в разделе «Интеграции», ограничения задаются в [Настройках авторизации](/api/integration/auth/settings).',
      ],
      topics: [
        {
          id: 'token-usage',
          title: 'Использование токена',
          placement: 'after',
          blocks: [
            { kind: 'paragraph', text: 'Передавайте токен в заголовке `Authorization: Bearer <токен интеграции>` каждого метода интеграции. Получайте новый токен заранее, по `expires_in`, или после ответа `401`.' },
            { kind: 'paragraph', text: 'Не запрашивайте токен перед каждым вызовом: метод авторизации ограничен 60 запросами в час на `client_id`.' },
          ],
        },
      ],
      endpoints: [
        {
          method: 'POST',
          path: '/integration/auth',
          headers: [header.json],
          params: [
            {
              title: 'Тело запроса (JSON)',
              params: [
                { name: 'client_id', type: 'string', required: true, description: 'Идентификатор интеграции.' },
                { name: 'client_secret', type: 'string', required: true, description: 'Секрет интеграции. Показывается один раз — при выпуске.' },
              ],
            },
          ],
          request: curl({ method: 'POST', path: '/integration/auth', headers: [header.json], body: { client_id: 'int_7f3a9c2e41', client_secret: 'sec_Qm4T8wZp2LxV9rN6' } }),
          response: {
            status: '200 OK',
            description: 'В `data` — токен и срок его действия.',
            example: json({ data: { access_token: 'it_5b1e0c7a9d2f4e8b3a6c1d0e9f8a7b6c', token_type: 'Bearer', expires_in: 3600, scopes: ['clients', 'orders'] } }),
            fields: [
              { name: 'access_token', type: 'string', required: true, description: 'Токен интеграции.' },
              { name: 'token_type', type: 'string', required: true, description: 'Всегда `Bearer`.' },
              { name: 'expires_in', type: 'integer', required: true, description: 'Через сколько секунд токен перестанет действовать.' },
              { name: 'scopes', type: 'string[]', required: true, description: 'Права токена.' },
            ],
          },
          validationError: {
            description: 'Не передан секрет:',
            example: validationError({ client_secret: ['Обязательное поле'] }),
          },
        },
      ],
      errors: [
        error.badJson,
        { status: 401, description: 'Неверные `client_id` или `client_secret`.' },
        { status: 403, description: 'Запрос пришёл с IP-адреса вне `allowed_ips`.' },
        error.validation,
        { status: 429, description: 'Больше 60 запросов токена в час.' },
      ],
    },
    {
      slug: 'auth/settings',
      title: 'Настройки авторизации',
      description: 'Как ограничить интеграцию по IP-адресам и правам, задать срок жизни токена и выпустить новый секрет. Методы GET и PUT /integration/auth/settings.',
      intro: [
        'Настройки определяют, кто и на какой срок получает [токен интеграции](/api/integration/auth). Эти методы вызываются с API-ключом компании, а не с токеном интеграции.',
        'Новые настройки действуют для токенов, выданных после изменения. Исключение — новый секрет: после `"regenerate_secret": true` все выданные токены сразу перестают действовать.',
      ],
      endpoints: [
        {
          key: 'get',
          title: 'Получение настроек',
          method: 'GET',
          path: '/integration/auth/settings',
          headers: [header.auth],
          params: [],
          request: curl({ method: 'GET', path: '/integration/auth/settings', headers: [header.auth] }),
          response: {
            status: '200 OK',
            description: 'В `data` — настройки. `client_secret` всегда `null`: секрет не хранится в открытом виде.',
            example: json({ data: settings }),
            fields: [
              { name: 'client_id', type: 'string', required: true, description: 'Идентификатор интеграции.' },
              { name: 'client_secret', type: 'string | null', required: true, description: 'Новый секрет — только в ответе на `regenerate_secret: true`, иначе `null`.' },
              ...settingsBody.filter((p) => p.name !== 'regenerate_secret').map((p) => ({ ...p, required: true })),
              { name: 'updated_at', type: 'string', required: true, description: 'Дата изменения, ISO 8601.' },
            ],
          },
        },
        {
          key: 'update',
          title: 'Изменение настроек',
          summary: 'Передавайте только поля, которые меняются.',
          method: 'PUT',
          path: '/integration/auth/settings',
          headers: [header.auth, header.json],
          params: [{ title: 'Тело запроса (JSON)', params: settingsBody }],
          request: curl({ method: 'PUT', path: '/integration/auth/settings', headers: [header.auth, header.json], body: { allowed_ips: ['203.0.113.10'], token_ttl: 7200, regenerate_secret: true } }),
          response: {
            status: '200 OK',
            description: 'В `data` — настройки после изменения; при `regenerate_secret: true` — с новым `client_secret`. Сохраните его: повторно он не показывается.',
            example: json({ data: { ...settings, client_secret: 'sec_H7dK2mQ9tV4xB8nP', allowed_ips: ['203.0.113.10'], token_ttl: 7200, updated_at: '2025-05-20T16:03:12+03:00' } }),
          },
          validationError: {
            description: 'Неверный адрес и слишком долгий срок токена:',
            example: validationError({ 'allowed_ips.0': ['Неверный IP-адрес или подсеть: 203.0.113.300'], token_ttl: ['Значение должно быть от 300 до 86400'] }),
          },
        },
      ],
      errors: [error.badJson, error.unauthorized, error.forbidden, error.validation, error.tooMany],
    },
    {
      slug: 'client/import',
      title: 'Импорт клиентов',
      description: 'Как передать клиентов из учётной системы пакетом до 500 записей: новые создаются, известные обновляются. Метод POST /integration/clients/import.',
      intro: [
        'Создаёт и обновляет клиентов пакетом до 500 записей. Клиент ищется по `external_id` или по телефону — как указано в `match_by`; найденный обновляется, новый создаётся и может сразу войти в приложение по своему телефону.',
        'Записи с ошибками не сохраняются и перечисляются в `errors`, остальные сохраняются. Для каждого созданного клиента приходит вебхук `client.created`. Разовая загрузка файлом — в [Экспорте и импорте клиентов](/api/io/clients).',
      ],
      endpoints: [
        {
          method: 'POST',
          path: '/integration/clients/import',
          headers: [header.integration, header.json],
          params: [
            {
              title: 'Тело запроса (JSON)',
              params: [
                { name: 'match_by', type: 'string', required: false, description: 'Как искать существующего клиента: `external_id` (по умолчанию) или `phone`.' },
                { name: 'clients', type: 'object[]', required: true, description: 'Клиенты, от 1 до 500. Поля — ниже.' },
                ...clientParams.map((p) => ({ ...p, name: `clients[].${p.name}` })),
              ],
            },
          ],
          request: curl({
            method: 'POST',
            path: '/integration/clients/import',
            headers: [header.integration, header.json],
            body: {
              match_by: 'external_id',
              clients: [
                { external_id: 'CRM-1042', phone: '79161234567', name: 'Ольга Иванова', birthday: '1990-03-15', is_subscribed: true },
                { external_id: 'CRM-1043', phone: '79035550101', name: 'Игорь Петров', email: 'igor@example.ru' },
                { external_id: 'CRM-1044', phone: '8916123', name: 'Анна Смирнова' },
              ],
            },
          }),
          response: {
            status: '200 OK',
            description: 'В `data` — итог: сколько клиентов создано и обновлено, и ошибки по записям.',
            example: json({ data: { created: 1, updated: 1, failed: 1, errors: [{ index: 2, external_id: 'CRM-1044', messages: { phone: ['Телефон должен содержать 11 цифр'] } }] } }),
            fields: importResultFields('клиентов'),
          },
          validationError: {
            description: 'Ошибка в запросе целиком — тогда не сохраняется ни одна запись:',
            example: validationError({ clients: ['Можно передать не больше 500 клиентов за запрос'], match_by: ['Допустимые значения: external_id, phone'] }),
          },
        },
      ],
      errors: [error.badJson, integrationErrors.unauthorized, integrationErrors.forbidden, error.validation, error.tooMany],
    },
    {
      slug: 'client/edit',
      title: 'Изменение клиента',
      description: 'Как изменить данные одного клиента по его идентификатору во внешней системе. Метод PUT /integration/clients/{external_id}.',
      intro: [
        'Изменяет клиента, найденного по `external_id`; с параметром `match_by=phone` в пути передаётся телефон. Передавайте только поля, которые меняются.',
        'Смена телефона меняет и вход в приложение: клиент будет входить по новому номеру. Если номер уже у другого клиента, изменение отклоняется.',
      ],
      endpoints: [
        {
          method: 'PUT',
          path: '/integration/clients/{external_id}',
          headers: [header.integration, header.json],
          params: [
            { title: 'Параметры пути', params: [{ name: 'external_id', type: 'string', required: true, description: 'Идентификатор клиента во внешней системе (или телефон при `match_by=phone`).' }] },
            { title: 'Параметры строки запроса', params: [{ name: 'match_by', type: 'string', required: false, description: '`external_id` (по умолчанию) или `phone`.' }] },
            { title: 'Тело запроса (JSON)', params: clientParams.map((p) => ({ ...p, required: false })) },
          ],
          request: curl({ method: 'PUT', path: '/integration/clients/CRM-1042', headers: [header.integration, header.json], body: { email: 'o.ivanova@example.ru', is_subscribed: false } }),
          response: {
            status: '200 OK',
            description: 'В `data` — клиент после изменения.',
            example: json({ data: { ...client, email: 'o.ivanova@example.ru', is_subscribed: false, updated_at: '2025-05-20T13:45:00+03:00' } }),
            fields: clientFields,
          },
          validationError: {
            description: 'Неверный e-mail и дата рождения в будущем:',
            example: validationError({ email: ['Неверный формат e-mail'], birthday: ['Дата рождения не может быть в будущем'] }),
          },
        },
      ],
      errors: [error.badJson, integrationErrors.unauthorized, integrationErrors.forbidden, error.notFound('Клиент с таким `external_id` не найден.'), { status: 409, description: 'Телефон уже принадлежит другому клиенту.' }, error.validation, error.tooMany],
    },
    {
      slug: 'order/import',
      title: 'Импорт заказов',
      description: 'Как передать заказы из учётной системы пакетом до 200 записей — с позициями, статусами и бонусами. Метод POST /integration/orders/import.',
      intro: [
        'Создаёт и обновляет заказы пакетом до 200 записей — например, покупки на кассе магазина, чтобы клиент видел их в истории приложения и получал бонусы. Заказ с уже известным `external_id` обновляется.',
        'Бонусы за заказ начисляются, когда он получает статус `completed`, с задержкой из [бонусной программы](/api/bonus/info). Записи с ошибками не сохраняются и перечисляются в `errors`.',
      ],
      endpoints: [
        {
          method: 'POST',
          path: '/integration/orders/import',
          headers: [header.integration, header.json],
          params: [
            {
              title: 'Тело запроса (JSON)',
              params: [
                { name: 'orders', type: 'object[]', required: true, description: 'Заказы, от 1 до 200. Поля — ниже.' },
                ...orderParams.map((p) => ({ ...p, name: `orders[].${p.name}` })),
              ],
            },
          ],
          request: curl({
            method: 'POST',
            path: '/integration/orders/import',
            headers: [header.integration, header.json],
            body: {
              orders: [
                {
                  external_id: '1C-000517',
                  client_phone: '79161234567',
                  shop_id: 3,
                  created_at: '2025-05-14T09:12:00+03:00',
                  status: 'completed',
                  total: 575,
                  paid_bonuses: 40,
                  items: [
                    { sku: 'LATTE-300', name: 'Латте 300 мл', quantity: 2, price: 220 },
                    { sku: 'CROISSANT', name: 'Круассан классический', quantity: 1, price: 150, discount: 15 },
                  ],
                },
              ],
            },
          }),
          response: {
            status: '200 OK',
            description: 'В `data` — итог импорта.',
            example: json({ data: { created: 1, updated: 0, failed: 0, errors: [] } }),
            fields: importResultFields('заказов'),
          },
          validationError: {
            description: 'Ошибка в запросе целиком — тогда не сохраняется ни один заказ:',
            example: validationError({ orders: ['Можно передать не больше 200 заказов за запрос'] }),
          },
        },
      ],
      topics: [
        {
          id: 'order-errors',
          title: 'Ошибки в отдельных заказах',
          placement: 'after',
          blocks: [
            { kind: 'paragraph', text: 'Частые причины, по которым заказ попадает в `errors`:' },
            {
              kind: 'list',
              items: [
                '`total` не совпадает с суммой позиций: сообщение содержит ожидаемую сумму;',
                '`shop_id` — магазин другой компании или удалён;',
                '`paid_bonuses` больше баланса клиента;',
                '`status_ext_id` не найден в настройках статусов.',
              ],
            },
            { kind: 'code', caption: 'Пример записи в errors', sample: json({ index: 0, external_id: '1C-000518', messages: { total: ['Сумма позиций 575, передано 590'] } }) },
          ],
        },
      ],
      errors: [error.badJson, integrationErrors.unauthorized, integrationErrors.forbidden, error.validation, error.tooMany],
    },
    {
      slug: 'order/edit',
      title: 'Изменение заказа',
      description: 'Как сменить статус, позиции или комментарий заказа по его идентификатору во внешней системе. Метод PUT /integration/orders/{external_id}.',
      intro: [
        'Изменяет заказ, найденный по `external_id`: чаще всего — статус, когда заказ собран, передан в доставку или выдан. Передавайте только поля, которые меняются; `items` заменяются целиком.',
        'Смена статуса отправляет клиенту push-уведомление и вебхук `order.status_changed`. При отмене (`canceled`) списанные в оплату бонусы возвращаются клиенту.',
      ],
      endpoints: [
        {
          method: 'PUT',
          path: '/integration/orders/{external_id}',
          headers: [header.integration, header.json],
          params: [
            { title: 'Параметры пути', params: [{ name: 'external_id', type: 'string', required: true, description: 'Идентификатор заказа во внешней системе.' }] },
            {
              title: 'Тело запроса (JSON)',
              params: orderParams
                .filter((p) => ['status', 'status_ext_id', 'comment', 'total', 'items'].includes(p.name) || p.name.startsWith('items[]'))
                .map((p) => ({ ...p, required: p.name.startsWith('items[]') ? p.required : false })),
            },
          ],
          request: curl({ method: 'PUT', path: '/integration/orders/1C-000517', headers: [header.integration, header.json], body: { status: 'ready', comment: 'Заказ ждёт на стойке выдачи' } }),
          response: {
            status: '200 OK',
            description: 'В `data` — заказ после изменения. `accrued_bonuses` — бонусы, начисленные или ожидающие начисления за заказ.',
            example: json({ data: { ...order, status: 'ready', status_ext_id: 'RDY', comment: 'Заказ ждёт на стойке выдачи', accrued_bonuses: 0, updated_at: '2025-05-14T09:31:02+03:00' } }),
          },
          validationError: {
            description: 'Неизвестный статус и сумма, не совпадающая с позициями:',
            example: validationError({ status: ['Допустимые значения: new, accepted, assembling, delivering, ready, completed, canceled'], total: ['Сумма позиций 575, передано 590'] }),
          },
        },
      ],
      errors: [
        error.badJson,
        integrationErrors.unauthorized,
        integrationErrors.forbidden,
        error.notFound('Заказ с таким `external_id` не найден.'),
        { status: 409, description: 'Заказ в статусе `completed` или `canceled`: изменить можно только `comment`.' },
        error.validation,
        error.tooMany,
      ],
    },
  ],
};
