import { object, string, type InferType } from 'yup';
import { TELEGRAM_HANDLE } from './form-rules';
import type { NetworkOption } from './types';
import { messages, required } from '../validation/messages';
import { patterns } from '../validation/patterns';
import { taxNumberProblem } from '../format/tax-number';

const MAX = 255;
const tooLong = (label: string) => `Поле "${label}" должно быть не длиннее ${MAX} символов`;
const text = (label: string) => string().trim().default('').max(MAX, tooLong(label));

/** The company card of the personal account (PATCH profile/company); the ИНН follows §5. */
export const companySchema = object({
  name: text('Название компании').required(required('Название компании')),
  legalName: text('Юридическое название'),
  inn: string()
    .trim()
    .default('')
    .matches(patterns.taxNumber, { message: messages.taxId, excludeEmptyString: true })
    .test('inn-entity', (value, context) => {
      if (!value || !patterns.taxNumber.test(value)) return true;
      const problem = taxNumberProblem(value, (context.parent as { legalName?: string }).legalName);
      return problem ? context.createError({ message: problem }) : true;
    }),
  city: text('Город'),
  address: text('Адрес'),
});

export type CompanyFormValues = InferType<typeof companySchema>;

const urlRule = string().trim().default('').matches(patterns.url, { message: messages.link, excludeEmptyString: true });

/** Telegram takes a link or an @username; the username is sent as its t.me link. */
const telegramRule = string()
  .trim()
  .default('')
  .test('telegram', messages.link, (value) => !value || TELEGRAM_HANDLE.test(value) || patterns.url.test(value));

const networkRule = (name: string) => (name === 'telegram' ? telegramRule : urlRule);

/** The contacts card (PUT contact-info): every field may stay empty; one link per network. */
export function contactsSchema(networks: readonly NetworkOption[]) {
  return object({
    phone: string().trim().default('').matches(patterns.phone, { message: messages.phone, excludeEmptyString: true }),
    email: string().trim().default('').matches(patterns.email, { message: messages.email, excludeEmptyString: true }),
    site: urlRule,
    address: text('Адрес'),
    networks: object(Object.fromEntries(networks.map((n) => [n.name, networkRule(n.name)]))),
  });
}
