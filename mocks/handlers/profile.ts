/** The signed-in company user's own data (§7 Profile). */
import { http } from 'msw';
import { authenticate, ok, readJson } from '../http';
import { mutate } from '../store';
import type { CompanyRecord, UserRecord } from '../types';
import { companyOf, nextId } from '../users';
import { FieldErrors, isEmail, MESSAGES, normalizePhone, textField } from '../validation';
import { api } from './paths';

const profile = (user: UserRecord) => ({
  id: user.id,
  name: user.name,
  email: user.email,
  phone: user.phone,
  step: user.step,
  company: companyOf(user),
});

const me = http.get(api('chief', 'profile/me'), ({ request }) => ok(profile(authenticate(request, 'chief'))));

/** Onboarding steps are '1', '2', ... and finally 'done' (§4). */
const updateStep = http.put(api('chief', 'profile/step'), async ({ request }) => {
  const user = authenticate(request, 'chief');
  const body = await readJson(request);
  const step = textField(body, 'step');
  const errors = new FieldErrors();
  if (step === '') errors.add('step', MESSAGES.required('Шаг'));
  else if (step === null || !/^(?:[1-9]\d?|done)$/.test(step)) errors.add('step', 'Некорректный шаг');
  errors.throwIfAny();
  mutate(() => {
    user.step = step ?? user.step;
  });
  return ok({ step: user.step });
});

type EditableField = 'name' | 'legal_name' | 'inn' | 'city' | 'address' | 'email' | 'phone';

const COMPANY_FIELDS: Record<EditableField, string> = {
  name: 'Название компании',
  legal_name: 'Юридическое название',
  inn: 'ИНН',
  city: 'Город',
  address: 'Адрес',
  email: 'E-mail',
  phone: 'Телефон',
};

/** The given fields, checked; an absent field keeps its value. */
function companyChanges(body: Record<string, unknown>, creating: boolean): Partial<Record<EditableField, string>> {
  const errors = new FieldErrors();
  const changes: Partial<Record<EditableField, string>> = {};
  for (const [key, label] of Object.entries(COMPANY_FIELDS) as Array<[EditableField, string]>) {
    if (!(key in body) && !(creating && key === 'name')) continue;
    const value = textField(body, key);
    if (value === null) errors.add(key, `Поле "${label}" должно быть строкой`);
    else if (key === 'name' && !value) errors.add(key, MESSAGES.required(label));
    else if (key === 'inn' && value && !/^(?:\d{10}|\d{12})$/.test(value)) errors.add(key, MESSAGES.inn);
    else if (key === 'email' && value && !isEmail(value)) errors.add(key, MESSAGES.email);
    else if (key === 'phone' && value) {
      const phone = normalizePhone(value);
      if (phone) changes.phone = phone;
      else errors.add(key, MESSAGES.phone);
    } else changes[key] = value;
  }
  errors.throwIfAny();
  return changes;
}

/** Onboarding fills the company in: the first call creates it. */
const updateCompany = http.patch(api('chief', 'profile/company'), async ({ request }) => {
  const user = authenticate(request, 'chief');
  const body = await readJson(request);
  const existing = companyOf(user);
  const changes = companyChanges(body, !existing);
  const company = mutate((db): CompanyRecord => {
    if (existing) return Object.assign(existing, changes);
    const created: CompanyRecord = {
      id: nextId(db.companies),
      name: '',
      legal_name: '',
      inn: '',
      city: '',
      address: '',
      email: user.email,
      phone: user.phone,
      created_at: new Date().toISOString(),
      is_active: true,
      app_state: 'draft',
      ...changes,
    };
    db.companies.push(created);
    user.company_id = created.id;
    return created;
  });
  return ok(company);
});

export const profileHandlers = [me, updateStep, updateCompany];
