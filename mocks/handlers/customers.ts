/** Customers (§7 "GET customers; GET customers/dropout; GET and PUT customers/{id}"). */
import { withoutOmitted } from '../faults';
import { http } from 'msw';
import type { CustomerRecord, CustomerStatus } from '../commerce-types';
import { companyIdOf, customerRowView, customerView, findOwn, localDay, matchesSearch } from '../commerce';
import { authenticate, list, ok, pageParams, readJson } from '../http';
import { getDb, mutate } from '../store';
import { FieldErrors, isEmail, MESSAGES, normalizePhone, textField } from '../validation';
import { api } from './paths';
import { sortBy } from './shops';

const NOT_FOUND = 'Клиент не найден';
export const CUSTOMER_STATUSES: readonly CustomerStatus[] = ['Базовый', 'Бонусный', 'Продвинутый'];

const SORTS: Record<string, (a: CustomerRecord, b: CustomerRecord) => number> = {
  id: (a, b) => a.id - b.id,
  name: (a, b) => a.name.localeCompare(b.name, 'ru') || a.id - b.id,
  created_at: (a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id,
  bonus_balance: (a, b) => a.bonus_balance - b.bonus_balance || a.id - b.id,
};

function companyCustomers(companyId: number, search: string): CustomerRecord[] {
  return getDb().customers.filter(
    (c) => c.company_id === companyId && matchesSearch(search, [c.name, c.email], [c.phone]),
  );
}

function readCustomer(body: Record<string, unknown>, customer: CustomerRecord) {
  const errors = new FieldErrors();
  const name = textField(body, 'name') ?? '';
  if (!name) errors.add('name', MESSAGES.required('ФИО'));
  else if (name.length > 100) errors.add('name', 'ФИО должно быть не длиннее 100 символов');
  else if (name.includes('@')) errors.add('name', MESSAGES.nameIsEmail);
  const rawPhone = textField(body, 'phone') ?? '';
  const phone = rawPhone ? normalizePhone(rawPhone) : null;
  if (!rawPhone) errors.add('phone', MESSAGES.required('Телефон'));
  else if (!phone) errors.add('phone', MESSAGES.phone);
  else if (getDb().customers.some((c) => c.company_id === customer.company_id && c.id !== customer.id && c.phone === phone)) {
    errors.add('phone', 'Клиент с таким номером телефона уже есть');
  }
  const email = textField(body, 'email') ?? '';
  if (email && !isEmail(email)) errors.add('email', MESSAGES.email);
  const birthday = textField(body, 'birthday') || null;
  if (birthday !== null) {
    const valid = /^\d{4}-\d{2}-\d{2}$/.test(birthday) && !Number.isNaN(Date.parse(birthday));
    if (!valid) errors.add('birthday', 'Поле "Дата рождения" должно быть датой в формате ГГГГ-ММ-ДД');
    else if (birthday > localDay(new Date().toISOString()) || birthday < '1900-01-01') {
      errors.add('birthday', 'Проверьте дату рождения');
    }
  }
  const status = (body.status === undefined ? customer.status : textField(body, 'status')) as CustomerStatus;
  if (!CUSTOMER_STATUSES.includes(status)) errors.add('status', 'Выберите статус из списка');
  const comment = textField(body, 'comment') ?? '';
  if (comment.length > 500) errors.add('comment', 'Комментарий должен быть не длиннее 500 символов');
  errors.throwIfAny();
  return { name, phone: phone!, email: email.toLowerCase(), birthday, status, comment };
}

export const customerHandlers = [
  http.get(api('chief', 'customers'), ({ request }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    const url = new URL(request.url);
    const { page, perPage } = pageParams(url);
    const status = url.searchParams.get('status');
    const rows = companyCustomers(companyId, url.searchParams.get('search') ?? '')
      .filter((c) => !status || c.status === status)
      .sort(sortBy(SORTS, url.searchParams.get('sort'), 'name'));
    return list(rows.map(customerRowView), page, perPage);
  }),

  // §3: client selector options have id and name.
  http.get(api('chief', 'customers/dropout'), ({ request }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    const search = new URL(request.url).searchParams.get('search') ?? '';
    return ok(companyCustomers(companyId, search).sort(SORTS.name).map((c) => ({ id: c.id, name: c.name })));
  }),

  http.get(api('chief', 'customers/:id'), ({ request, params }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    return ok(withoutOmitted(request, customerView(findOwn(getDb().customers, companyId, params.id, NOT_FOUND))));
  }),

  http.put(api('chief', 'customers/:id'), async ({ request, params }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    const customer = findOwn(getDb().customers, companyId, params.id, NOT_FOUND);
    const fields = readCustomer(await readJson(request), customer);
    mutate(() => Object.assign(customer, fields));
    return ok(customerView(customer));
  }),
];
