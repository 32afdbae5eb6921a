import { curl, error, header, json, phoneParam, validationError } from '../common';
import type { DocParam, DocSectionSource, ErrorCase } from '../types';

const clientNotFound: ErrorCase = { status: 404, description: 'Клиента с таким телефоном нет в компании. Создайте его [импортом клиентов](/api/integration/client/import).' };

const operationFields: DocParam[] = [
  { name: 'operation_id', type: 'string', required: true, description: 'Идентификатор операции.' },
  { name: 'type', type: 'string', required: true, description: '`add` — начисление, `sub` — списание.' },
  { name: 'phone', type: 'string', required: true, description: 'Телефон клиента.' },
  { name: 'amount', type: 'integer', required: true, description: 'Сумма операции в бонусах.' },
  { name: 'balance', type: 'integer', required: true, description: 'Баланс клиента после операции.' },
  { name: 'reason', type: 'string', required: true, description: 'Причина.' },
  { name: 'order_id', type: 'string | null', required: true, description: 'Номер заказа, если передан.' },
  { name: 'created_at', type: 'string', required: true, description: 'Время операции, ISO 8601.' },
];

const operationBody = (kind: 'add' | 'sub'): DocParam[] => [
  phoneParam,
  { name: 'amount', type: 'integer', required: true, description: kind === 'add' ? 'Сколько бонусов начислить: целое число от 1 до 100 000.' : 'Сколько бонусов списать: целое число от 1 до 100 000, не больше баланса.' },
  { name: 'reason', type: 'string', required: true, description: 'Причина, до 255 символов. Клиент видит её в истории бонусов в приложении.' },
  { name: 'order_id', type: 'string', required: false, description: 'Номер заказа, к которому относится операция.' },
  ...(kind === 'add'
    ? [{ name: 'expires_at', type: 'string', required: false, description: 'Дата сгорания начисленных бонусов, `YYYY-MM-DD`. По умолчанию — по сроку жизни бонусов из программы.' }]
    : [{ name: 'order_total', type: 'number', required: false, description: 'Сумма заказа в рублях. Если передана, проверяется лимит списания `max_write_off_percent`.' }]),
];

/** §9: thousands are separated by a space. */
const groupThousands = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

const levels = [
  { id: 1, name: 'Базовый', threshold: 0, accrual_percent: 3 },
  { id: 2, name: 'Бонусный', threshold: 10000, accrual_percent: 5 },
  { id: 3, name: 'Продвинутый', threshold: 30000, accrual_percent: 7 },
];

export const bonusSection: DocSectionSource = {
  id: 'bonus',
  title: 'Бонусы',
  pages: [
    {
      slug: 'balance',
      title: 'Баланс бонусов',
      description: 'Как узнать бонусный баланс клиента по телефону, его уровень и ближайшие сгорания. Метод GET /bonus/balance.',
      intro: [
        'Возвращает бонусный баланс клиента по номеру телефона — например, чтобы кассир предложил оплатить часть покупки бонусами. Один бонус равен одному рублю при оплате.',
        'Бонусы за заказы начисляются с задержкой (см. [Бонусную программу](/api/bonus/info)); до начисления они показаны в `pending` и тратить их нельзя.',
      ],
      endpoints: [
        {
          method: 'GET',
          path: '/bonus/balance',
          headers: [header.auth],
          params: [{ title: 'Параметры строки запроса', params: [phoneParam] }],
          request: curl({ method: 'GET', path: '/bonus/balance?phone=79161234567', headers: [header.auth] }),
          response: {
            status: '200 OK',
            description: 'В `data` — баланс клиента.',
            example: json({
              data: {
                phone: '79161234567',
                balance: 350,
                pending: 27,
                level: { id: 2, name: 'Бонусный', accrual_percent: 5 },
                expiring: [{ amount: 100, expires_at: '2025-06-30' }],
              },
            }),
            fields: [
              { name: 'phone', type: 'string', required: true, description: 'Телефон клиента.' },
              { name: 'balance', type: 'integer', required: true, description: 'Доступно для списания.' },
              { name: 'pending', type: 'integer', required: true, description: 'Ожидает начисления за недавние заказы.' },
              { name: 'level', type: 'object', required: true, description: 'Уровень клиента: `id`, `name`, `accrual_percent` — процент начисления.' },
              { name: 'expiring', type: 'object[]', required: true, description: 'Ближайшие сгорания: `amount` и дата `expires_at`, до 3 записей.' },
            ],
          },
        },
      ],
      errors: [error.unauthorized, error.forbidden, clientNotFound, { status: 422, description: 'Телефон не из 11 цифр.' }, error.tooMany],
    },
    {
      slug: 'info',
      title: 'Бонусная программа',
      description: 'Правила бонусной программы компании: уровни, проценты начисления, задержка, приветственные бонусы и лимит списания. Метод GET /bonus/info.',
      intro: [
        'Возвращает правила бонусной программы, которые компания задаёт в панели управления в разделе «Настройки». По ним платформа начисляет бонусы за заказы и проверяет списания; учётной системе они нужны, чтобы показать клиенту те же цифры.',
      ],
      topics: [
        {
          id: 'levels',
          title: 'Уровни клиентов',
          placement: 'after',
          blocks: [
            { kind: 'paragraph', text: 'Уровень зависит от суммы покупок клиента за всё время (`threshold`, в рублях) и определяет процент начисления. Значения в примере — настройки по умолчанию.' },
            { kind: 'table', head: ['Уровень', 'Сумма покупок от', 'Начисление'], rows: levels.map((l) => [l.name, `${groupThousands(l.threshold)} ₽`, `${l.accrual_percent}%`]) },
          ],
        },
      ],
      endpoints: [
        {
          method: 'GET',
          path: '/bonus/info',
          headers: [header.auth],
          params: [],
          request: curl({ method: 'GET', path: '/bonus/info', headers: [header.auth] }),
          response: {
            status: '200 OK',
            description: 'В `data` — правила программы.',
            example: json({
              data: {
                is_active: true,
                accrual_delay_hours: 24,
                registration_bonus: 100,
                birthday_bonus: 300,
                annual_bonus: 200,
                bonus_lifetime_days: 365,
                max_write_off_percent: 30,
                no_accrual_when_paid_with_bonuses: false,
                accrue_only_cash_part: true,
                levels,
              },
            }),
            fields: [
              { name: 'is_active', type: 'boolean', required: true, description: 'Включена ли программа. Если нет, методы начисления и списания отвечают `403`.' },
              { name: 'accrual_delay_hours', type: 'integer', required: true, description: 'Через сколько часов после выполнения заказа начисляются бонусы.' },
              { name: 'registration_bonus', type: 'integer', required: true, description: 'Бонусы за регистрацию в приложении.' },
              { name: 'birthday_bonus', type: 'integer', required: true, description: 'Бонусы ко дню рождения.' },
              { name: 'annual_bonus', type: 'integer', required: true, description: 'Бонусы в годовщину регистрации.' },
              { name: 'bonus_lifetime_days', type: 'integer', required: true, description: 'Срок жизни начисленных бонусов в днях; `0` — бессрочно.' },
              { name: 'max_write_off_percent', type: 'integer', required: true, description: 'Какую долю суммы заказа можно оплатить бонусами, в процентах.' },
              { name: 'no_accrual_when_paid_with_bonuses', type: 'boolean', required: true, description: 'Не начислять бонусы за заказ, если в нём были списаны бонусы.' },
              { name: 'accrue_only_cash_part', type: 'boolean', required: true, description: 'Начислять только на часть заказа, оплаченную деньгами.' },
              { name: 'levels', type: 'object[]', required: true, description: 'Уровни: `id`, `name`, `threshold` — сумма покупок для уровня, `accrual_percent`.' },
            ],
          },
        },
      ],
      errors: [error.unauthorized, error.forbidden, error.tooMany],
    },
    {
      slug: 'add',
      title: 'Начисление бонусов',
      description: 'Как начислить клиенту бонусы по телефону — за покупку, акцию или компенсацию. Метод POST /bonus/add.',
      intro: [
        'Начисляет клиенту бонусы сразу, без задержки программы: за покупку вне приложения, по акции, в качестве компенсации. Клиент получает push-уведомление, а ваш сервер — вебхук `bonus.changed`.',
        'Передавайте заголовок `Idempotency-Key`: если ответ не дошёл из-за сбоя сети, повтор с тем же ключом не начислит бонусы второй раз.',
      ],
      endpoints: [
        {
          method: 'POST',
          path: '/bonus/add',
          headers: [header.auth, header.json, header.idempotency],
          params: [{ title: 'Тело запроса (JSON)', params: operationBody('add') }],
          request: curl({
            method: 'POST',
            path: '/bonus/add',
            headers: [header.auth, header.json, { ...header.idempotency, value: '0f8e5b8a-3c1d-4e2b-9a7f-6d5c4b3a2e1f' }],
            body: { phone: '79161234567', amount: 100, reason: 'Компенсация за задержку заказа A-10230', order_id: 'A-10230' },
          }),
          response: {
            status: '201 Created',
            description: 'В `data` — операция и новый баланс.',
            example: json({ data: { operation_id: 'op_8c2d41f7', type: 'add', phone: '79161234567', amount: 100, balance: 450, reason: 'Компенсация за задержку заказа A-10230', order_id: 'A-10230', created_at: '2025-05-14T15:20:00+03:00' } }),
            fields: operationFields,
          },
          validationError: {
            description: 'Дробная сумма и пустая причина:',
            example: validationError({ amount: ['Сумма должна быть целым числом от 1 до 100 000'], reason: ['Обязательное поле'] }),
          },
        },
      ],
      errors: [error.badJson, error.unauthorized, { status: 403, description: 'Бонусная программа выключена или ключу не разрешён раздел «Бонусы».' }, clientNotFound, error.validation, error.tooMany],
    },
    {
      slug: 'sub',
      title: 'Списание бонусов',
      description: 'Как списать бонусы клиента по телефону в оплату покупки. Метод POST /bonus/sub.',
      intro: [
        'Списывает бонусы клиента — обычно в оплату покупки на кассе. Проверьте баланс методом [Баланс бонусов](/api/bonus/balance) до оформления: списать больше доступного нельзя.',
        'Чтобы вернуть списанные бонусы (например, при возврате покупки), начислите их методом [Начисление бонусов](/api/bonus/add) с тем же `order_id`. Передавайте `Idempotency-Key`, как и при начислении.',
      ],
      endpoints: [
        {
          method: 'POST',
          path: '/bonus/sub',
          headers: [header.auth, header.json, header.idempotency],
          params: [{ title: 'Тело запроса (JSON)', params: operationBody('sub') }],
          request: curl({
            method: 'POST',
            path: '/bonus/sub',
            headers: [header.auth, header.json, { ...header.idempotency, value: '7b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d' }],
            body: { phone: '79161234567', amount: 150, reason: 'Оплата покупки в кофейне на Тверской', order_id: '1C-000519', order_total: 620 },
          }),
          response: {
            status: '201 Created',
            description: 'В `data` — операция и новый баланс.',
            example: json({ data: { operation_id: 'op_8c2d4210', type: 'sub', phone: '79161234567', amount: 150, balance: 300, reason: 'Оплата покупки в кофейне на Тверской', order_id: '1C-000519', created_at: '2025-05-14T15:42:10+03:00' } }),
            fields: operationFields,
          },
          validationError: {
            description: 'Бонусов меньше, чем нужно списать, и превышен лимит списания:',
            example: validationError({ amount: ['Недостаточно бонусов: доступно 120', 'Бонусами можно оплатить не больше 30% заказа — 186 бонусов'] }),
          },
        },
      ],
      errors: [error.badJson, error.unauthorized, { status: 403, description: 'Бонусная программа выключена или ключу не разрешён раздел «Бонусы».' }, clientNotFound, error.validation, error.tooMany],
    },
  ],
};
