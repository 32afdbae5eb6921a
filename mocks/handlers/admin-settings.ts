/** Platform settings (§7 "Admin: GET and PATCH settings"). */
import { http } from 'msw';
import type { PlatformSettingsRecord } from '../admin-types';
import { authenticate, ok, readJson } from '../http';
import { getDb, mutate } from '../store';
import { FieldErrors, MESSAGES, isEmail, normalizePhone } from '../validation';
import { api } from './paths';

const get = http.get(api('admin', 'settings'), ({ request }) => {
  authenticate(request, 'admin');
  return ok(getDb().platform_settings);
});

function numberIn(value: unknown, min: number, max: number, integer: boolean): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) return null;
  if (integer && !Number.isInteger(number)) return null;
  return number >= min && number <= max ? number : null;
}

/** Changes only the fields sent; every field sent is checked, and all failures answer at once. */
const patch = http.patch(api('admin', 'settings'), async ({ request }) => {
  authenticate(request, 'admin');
  const body = await readJson(request);
  const errors = new FieldErrors();
  const changes: Partial<PlatformSettingsRecord> = {};
  if ('support_email' in body) {
    const value = typeof body.support_email === 'string' ? body.support_email.trim() : '';
    if (!value) errors.add('support_email', MESSAGES.required('E-mail поддержки'));
    else if (!isEmail(value)) errors.add('support_email', MESSAGES.email);
    else changes.support_email = value.toLowerCase();
  }
  if ('support_phone' in body) {
    const phone = typeof body.support_phone === 'string' ? normalizePhone(body.support_phone) : null;
    if (!phone) errors.add('support_phone', MESSAGES.phone);
    else changes.support_phone = phone;
  }
  if ('commission_percent' in body) {
    const value = numberIn(body.commission_percent, 0, 100, false);
    if (value === null) errors.add('commission_percent', 'Комиссия должна быть числом от 0 до 100');
    else changes.commission_percent = Math.round(value * 100) / 100;
  }
  if ('trial_days' in body) {
    const value = numberIn(body.trial_days, 0, 365, true);
    if (value === null) errors.add('trial_days', 'Пробный период должен быть целым числом дней от 0 до 365');
    else changes.trial_days = value;
  }
  if ('maintenance' in body) {
    if (typeof body.maintenance === 'boolean') changes.maintenance = body.maintenance;
    else errors.add('maintenance', 'Значение должно быть true или false');
  }
  errors.throwIfAny();
  return mutate((db) => {
    Object.assign(db.platform_settings, changes);
    return ok(db.platform_settings);
  });
});

export const adminSettingsHandlers = [get, patch];
