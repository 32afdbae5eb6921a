import { curl, error, header, json, pagination, paginationFields, paginationParams, pathParam, statusOnly, validationError } from '../common';
import type { DocParam, DocSectionSource } from '../types';

const webhook = {
  id: 17,
  event: 'order.created',
  method: 'POST',
  url: 'https://crm.example.com/hooks/orders',
  description: 'Заказы в CRM',
  is_active: true,
  has_secret: true,
  failures_in_row: 0,
  last_delivery: { status: 'success', http_status: 200, delivered_at: '2025-05-14T10:32:05+03:00' },
  created_at: '2025-05-14T10:30:00+03:00',
  updated_at: '2025-05-14T10:30:00+03:00',
};

const webhookFields: DocParam[] = [
  { name: 'id', type: 'integer', required: true, description: 'Идентификатор вебхука.' },
  { name: 'event', type: 'string', required: true, description: 'Код события.' },
  { name: 'method', type: 'string', required: true, description: 'HTTP-метод уведомления: `POST` или `PUT`.' },
  { name: 'url', type: 'string', required: true, description: 'Адрес вашего обработчика.' },
  { name: 'description', type: 'string | null', required: true, description: 'Комментарий.' },
  { name: 'is_active', type: 'boolean', required: true, description: 'Отправляются ли уведомления.' },
  { name: 'has_secret', type: 'boolean', required: true, description: 'Задан ли секрет подписи. Сам секрет API не возвращает.' },
  { name: 'failures_in_row', type: 'integer', required: true, description: 'Неудачных доставок подряд. После 50 вебхук выключается (`is_active: false`).' },
  { name: 'last_delivery', type: 'object | null', required: true, description: 'Последняя доставка: `status` (`success` или `failed`), `http_status` ответа вашего сервера, `delivered_at`.' },
  { name: 'created_at', type: 'string', required: true, description: 'Дата создания, ISO 8601.' },
  { name: 'updated_at', type: 'string', required: true, description: 'Дата последнего изменения, ISO 8601.' },
];

const webhookBody: DocParam[] = [
  { name: 'event', type: 'string', required: true, description: 'Код события, например `order.created`. Список — на странице [События вебхуков](/api/webhook/events).' },
  { name: 'url', type: 'string', required: true, description: 'Адрес обработчика: только `https://`, до 2048 символов. Адреса локальных и частных сетей не принимаются.' },
  { name: 'method', type: 'string', required: false, description: 'HTTP-метод уведомления: `POST` (по умолчанию) или `PUT`.' },
  { name: 'secret', type: 'string', required: false, description: 'Секрет подписи, от 16 до 64 символов. Если задан, уведомления приходят с заголовком `X-Webhook-Signature`.' },
  { name: 'is_active', type: 'boolean', required: false, description: 'Включён ли вебхук. По умолчанию `true`.' },
  { name: 'description', type: 'string', required: false, description: 'Комментарий для себя, до 255 символов: что за обработчик и кто за него отвечает.' },
];

const events: { code: string; title: string; when: string; data: string }[] = [
  { code: 'order.created', title: 'Новый заказ', when: 'Создан заказ: в приложении, на сайте или импортом из внешней системы.', data: 'Заказ целиком: `id`, `number`, `status`, `total`, `client`, `items`.' },
  { code: 'order.status_changed', title: 'Смена статуса заказа', when: 'Изменился статус заказа.', data: '`order_id`, `number`, `old_status`, `new_status`, `status_ext_id`.' },
  { code: 'order.paid', title: 'Заказ оплачен', when: 'Заказ оплачен онлайн через подключённый эквайринг.', data: '`order_id`, `payment_id`, `amount`, `gate`.' },
  { code: 'order.canceled', title: 'Заказ отменён', when: 'Заказ отменён клиентом, магазином или внешней системой.', data: '`order_id`, `number`, `reason`.' },
  { code: 'payment.refunded', title: 'Возврат платежа', when: 'По заказу оформлен возврат, полный или частичный.', data: '`order_id`, `payment_id`, `amount`.' },
  { code: 'client.created', title: 'Новый клиент', when: 'Клиент зарегистрировался в приложении или добавлен импортом.', data: '`client_id`, `phone`, `name`, `email`.' },
  { code: 'client.updated', title: 'Изменение клиента', when: 'Изменены данные клиента.', data: '`client_id`, `phone` и изменённые поля в `changes`.' },
  { code: 'bonus.changed', title: 'Изменение бонусов', when: 'Изменился бонусный баланс клиента: начисление, списание, сгорание.', data: '`phone`, `operation`, `amount`, `balance`.' },
];

const notification = {
  id: 'evt_01HXZ3T9KQ4M8V2N6B7C5D1E0F',
  event: 'order.status_changed',
  occurred_at: '2025-05-14T12:05:41+03:00',
  company_id: 42,
  data: { order_id: 10234, number: 'A-10234', old_status: 'accepted', new_status: 'delivering', status_ext_id: 'DLV' },
};

export const webhookSection: DocSectionSource = {
  id: 'webhook',
  title: 'Вебхуки',
  pages: [
    {
      slug: 'create',
      title: 'Создание вебхука',
      description: 'Как подписать свой сервер на события платформы: заказы, клиентов и бонусы. Метод POST /webhooks.',
      intro: [
        'Вебхук подписывает ваш сервер на событие платформы. Когда событие происходит, платформа отправляет на указанный `url` HTTP-запрос с его описанием — опрашивать API не нужно.',
        'На одно событие можно создать до 5 вебхуков с разными адресами; пара `event` + `url` уникальна. Формат уведомлений, подпись и повторные попытки описаны на странице [События вебхуков](/api/webhook/events).',
      ],
      endpoints: [
        {
          method: 'POST',
          path: '/webhooks',
          headers: [header.auth, header.json],
          params: [{ title: 'Тело запроса (JSON)', params: webhookBody }],
          request: curl({
            method: 'POST',
            path: '/webhooks',
            headers: [header.auth, header.json],
            body: { event: 'order.created', url: 'https://crm.example.com/hooks/orders', method: 'POST', secret: 'k8Jq2vX9mT4pL7wR', description: 'Заказы в CRM' },
          }),
          response: {
            status: '201 Created',
            description: 'Вебхук создан и сразу включён (если не передано `is_active: false`). В `data` — созданный вебхук.',
            example: json({ data: { ...webhook, last_delivery: null } }),
            fields: webhookFields,
          },
          validationError: {
            description: 'Адрес не HTTPS и событие указано с ошибкой:',
            example: validationError({ url: ['Адрес должен начинаться с https://'], event: ['Неизвестное событие: order.payed'] }),
          },
        },
      ],
      errors: [
        error.badJson,
        error.unauthorized,
        error.forbidden,
        { status: 409, description: 'Вебхук с такими `event` и `url` уже существует.' },
        error.validation,
        error.tooMany,
      ],
    },
    {
      slug: 'events',
      title: 'События вебхуков',
      description: 'Список событий, формат уведомления, проверка подписи и правила повторной отправки вебхуков.',
      intro: [
        'На этой странице — события, на которые можно подписаться, и то, как платформа доставляет уведомления на ваш сервер. Метод ниже возвращает актуальный список событий: используйте его, чтобы не хранить список у себя.',
      ],
      topics: [
        {
          id: 'event-list',
          title: 'Список событий',
          placement: 'before',
          blocks: [{ kind: 'table', head: ['Событие', 'Когда приходит', 'Объект data'], rows: events.map((e) => [`\`${e.code}\``, e.when, e.data]) }],
        },
        {
          id: 'notification',
          title: 'Формат уведомления',
          placement: 'before',
          blocks: [
            { kind: 'paragraph', text: 'Платформа отправляет на `url` вебхука запрос методом `method` с JSON-телом. Поле `id` уникально для события: по нему отбрасывайте повторы. Порядок доставки не гарантирован — сравнивайте `occurred_at`.' },
            { kind: 'code', sample: json(notification), caption: 'Тело уведомления order.status_changed' },
            {
              kind: 'table',
              caption: 'Заголовки уведомления',
              head: ['Заголовок', 'Значение'],
              rows: [
                ['`Content-Type`', '`application/json; charset=utf-8`'],
                ['`User-Agent`', '`ExamplePlatform-Webhooks/1.0`'],
                ['`X-Webhook-Id`', 'Идентификатор вебхука, например `17`.'],
                ['`X-Webhook-Event`', 'Код события.'],
                ['`X-Webhook-Timestamp`', 'Время отправки, Unix-время в секундах.'],
                ['`X-Webhook-Signature`', 'Подпись `sha256=<hex>`; только если у вебхука задан `secret`.'],
              ],
            },
          ],
        },
        {
          id: 'signature',
          title: 'Проверка подписи',
          placement: 'after',
          blocks: [
            { kind: 'paragraph', text: 'Подпись — HMAC-SHA256 от строки `<X-Webhook-Timestamp>.<тело запроса>` с ключом `secret`, в шестнадцатеричном виде. Считайте её от тела в том виде, в каком оно пришло, до разбора JSON. Отклоняйте уведомления старше 5 минут: это защищает от повторной отправки перехваченного запроса.' },
            {
              kind: 'code',
              caption: 'Node.js',
              sample: {
                language: 'js',
                code: [
                  "import { createHmac, timingSafeEqual } from 'node:crypto';",
                  '',
                  'export function isValidWebhook(rawBody, headers, secret) {',
                  "  const timestamp = headers['x-webhook-timestamp'] ?? '';",
                  "  const received = headers['x-webhook-signature'] ?? '';",
                  '  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return false;',
                  "  const expected = 'sha256=' + createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');",
                  '  return received.length === expected.length && timingSafeEqual(Buffer.from(received), Buffer.from(expected));',
                  '}',
                ].join('\n'),
              },
            },
            {
              kind: 'code',
              caption: 'PHP',
              sample: {
                language: 'php',
                code: [
                  "$timestamp = $_SERVER['HTTP_X_WEBHOOK_TIMESTAMP'] ?? '';",
                  "$received = $_SERVER['HTTP_X_WEBHOOK_SIGNATURE'] ?? '';",
                  "$body = file_get_contents('php://input');",
                  "$expected = 'sha256=' . hash_hmac('sha256', $timestamp . '.' . $body, $secret);",
                  'if (abs(time() - (int) $timestamp) > 300 || !hash_equals($expected, $received)) {',
                  '    http_response_code(401);',
                  '    exit;',
                  '}',
                ].join('\n'),
              },
            },
          ],
        },
        {
          id: 'retries',
          title: 'Ответ и повторные попытки',
          placement: 'after',
          blocks: [
            { kind: 'paragraph', text: 'Ответьте кодом `2xx` в течение 10 секунд — тело ответа не читается. Долгую обработку выполняйте после ответа, в очереди.' },
            { kind: 'paragraph', text: 'Если ответа нет, он не `2xx` или сервер недоступен, уведомление отправляется повторно через:' },
            { kind: 'list', ordered: true, items: ['1 минуту;', '5 минут;', '30 минут;', '2 часа;', '6 часов;', '24 часа — последняя попытка.'] },
            { kind: 'paragraph', text: 'После 50 неудачных доставок подряд вебхук выключается (`is_active: false`), а владельцу компании приходит письмо. Включите его методом [Изменение вебхука](/api/webhook/update), когда обработчик заработает.' },
          ],
        },
      ],
      endpoints: [
        {
          method: 'GET',
          path: '/webhooks/events',
          headers: [header.auth],
          params: [],
          request: curl({ method: 'GET', path: '/webhooks/events', headers: [header.auth] }),
          response: {
            status: '200 OK',
            description: 'Список событий с описаниями.',
            example: json({
              data: events.slice(0, 3).map((e) => ({ event: e.code, title: e.title, description: e.when })),
            }),
            fields: [
              { name: 'event', type: 'string', required: true, description: 'Код события для поля `event` вебхука.' },
              { name: 'title', type: 'string', required: true, description: 'Короткое название.' },
              { name: 'description', type: 'string', required: true, description: 'Когда приходит событие.' },
            ],
          },
        },
      ],
      errors: [error.unauthorized, error.tooMany],
    },
    {
      slug: 'update',
      title: 'Изменение вебхука',
      description: 'Как сменить адрес, событие, метод или секрет вебхука и включить выключенный вебхук. Метод PUT /webhooks/{id}.',
      intro: [
        'Изменяет вебхук. Передавайте только поля, которые меняются: остальные остаются прежними.',
        'Чтобы убрать подпись уведомлений, передайте `"secret": null`. Включение вебхука (`"is_active": true`) обнуляет счётчик `failures_in_row`.',
      ],
      endpoints: [
        {
          method: 'PUT',
          path: '/webhooks/{id}',
          headers: [header.auth, header.json],
          params: [
            pathParam('id', 'Идентификатор вебхука.'),
            { title: 'Тело запроса (JSON)', params: webhookBody.map((param) => ({ ...param, required: false })) },
          ],
          request: curl({
            method: 'PUT',
            path: '/webhooks/17',
            headers: [header.auth, header.json],
            body: { url: 'https://crm.example.com/hooks/v2/orders', is_active: true },
          }),
          response: {
            status: '200 OK',
            description: 'В `data` — вебхук после изменения, поля как в [Получении вебхука](/api/webhook/get).',
            example: json({ data: { ...webhook, url: 'https://crm.example.com/hooks/v2/orders', updated_at: '2025-05-20T09:14:27+03:00' } }),
          },
          validationError: {
            description: 'Недопустимый метод и слишком короткий секрет:',
            example: validationError({ method: ['Допустимые значения: POST, PUT'], secret: ['Секрет должен содержать от 16 до 64 символов'] }),
          },
        },
      ],
      errors: [error.badJson, error.unauthorized, error.notFound('Вебхук не найден.'), { status: 409, description: 'Вебхук с такими `event` и `url` уже существует.' }, error.validation, error.tooMany],
    },
    {
      slug: 'get',
      title: 'Получение вебхука',
      description: 'Как получить вебхук по идентификатору вместе с результатом последней доставки. Метод GET /webhooks/{id}.',
      intro: [
        'Возвращает вебхук по идентификатору. Поля `last_delivery` и `failures_in_row` помогают понять, доходят ли уведомления до вашего сервера.',
      ],
      endpoints: [
        {
          method: 'GET',
          path: '/webhooks/{id}',
          headers: [header.auth],
          params: [pathParam('id', 'Идентификатор вебхука.')],
          request: curl({ method: 'GET', path: '/webhooks/17', headers: [header.auth] }),
          response: { status: '200 OK', description: 'В `data` — вебхук.', example: json({ data: webhook }), fields: webhookFields },
        },
      ],
      errors: [error.unauthorized, error.notFound('Вебхук не найден.'), error.tooMany],
    },
    {
      slug: 'list',
      title: 'Список вебхуков',
      description: 'Как получить вебхуки компании постранично с фильтрами по событию и активности. Метод GET /webhooks.',
      intro: ['Возвращает вебхуки компании, новые первыми, по 15 на странице (до 100 с параметром `per_page`).'],
      endpoints: [
        {
          method: 'GET',
          path: '/webhooks',
          headers: [header.auth],
          params: [
            {
              title: 'Параметры строки запроса',
              params: [
                { name: 'event', type: 'string', required: false, description: 'Только вебхуки этого события.' },
                { name: 'is_active', type: 'boolean', required: false, description: '`true` — только включённые, `false` — только выключенные.' },
                ...paginationParams,
              ],
            },
          ],
          request: curl({ method: 'GET', path: '/webhooks?event=order.created&page=1&per_page=15', headers: [header.auth] }),
          response: {
            status: '200 OK',
            description: 'В `data` — массив вебхуков (поля как в [Получении вебхука](/api/webhook/get)), в `pagination` — сведения о страницах.',
            example: json({ data: [webhook], pagination: pagination(1) }),
            fields: paginationFields,
          },
        },
      ],
      errors: [error.unauthorized, { status: 422, description: 'Неверные параметры строки запроса, например `per_page` больше 100.' }, error.tooMany],
    },
    {
      slug: 'delete',
      title: 'Удаление вебхука',
      description: 'Как удалить вебхук и остановить отправку уведомлений. Метод DELETE /webhooks/{id}.',
      intro: [
        'Удаляет вебхук. Уведомления, ожидающие повторной отправки, отменяются. Чтобы приостановить уведомления без удаления, выключите вебхук: `"is_active": false` в методе [Изменение вебхука](/api/webhook/update).',
      ],
      endpoints: [
        {
          method: 'DELETE',
          path: '/webhooks/{id}',
          headers: [header.auth],
          params: [pathParam('id', 'Идентификатор вебхука.')],
          request: curl({ method: 'DELETE', path: '/webhooks/17', headers: [header.auth] }),
          response: { status: '204 No Content', description: 'Вебхук удалён; тела у ответа нет.', example: statusOnly('204 No Content') },
        },
      ],
      errors: [error.unauthorized, error.notFound('Вебхук не найден.'), error.tooMany],
    },
  ],
};
