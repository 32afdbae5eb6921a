import { object, string, type InferType } from 'yup';
import type { CompanyPayload, ContactInfo, NetworkOption, Profile } from './types';
import { formatPhone } from '../format/format';
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

export function companyFormValues(company: Profile['company']): CompanyFormValues {
  return {
    name: company?.name ?? '',
    legalName: company?.legalName ?? '',
    inn: company?.inn ?? '',
    city: company?.city ?? '',
    address: company?.address ?? '',
  };
}

export const toCompanyPayload = (values: CompanyFormValues): CompanyPayload => ({
  name: values.name.trim(),
  legalName: values.legalName.trim(),
  inn: values.inn.trim(),
  city: values.city.trim(),
  address: values.address.trim(),
});

const urlRule = string().trim().default('').matches(patterns.url, { message: messages.link, excludeEmptyString: true });

/** A Telegram username as people share it («@utro_coffee»): 5–32 letters, digits or underscores. */
const TELEGRAM_HANDLE = /^@([A-Za-z0-9_]{5,32})$/;

/** Telegram takes a link or an @username; the username is sent as its t.me link. */
const telegramRule = string()
  .trim()
  .default('')
  .test('telegram', messages.link, (value) => !value || TELEGRAM_HANDLE.test(value) || patterns.url.test(value));

const networkRule = (name: string) => (name === 'telegram' ? telegramRule : urlRule);

const networkLink = (name: string, value: string) => {
  const handle = name === 'telegram' ? TELEGRAM_HANDLE.exec(value) : null;
  return handle ? `https://t.me/${handle[1]}` : value;
};

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

export interface ContactsFormValues {
  phone: string;
  email: string;
  site: string;
  address: string;
  /** Network name → its link ('' for none). */
  networks: Record<string, string>;
}

export function contactsFormValues(contacts: ContactInfo | null, networks: readonly NetworkOption[]): ContactsFormValues {
  return {
    phone: contacts?.phone ? formatPhone(contacts.phone) : '',
    email: contacts?.email ?? '',
    site: contacts?.site ?? '',
    address: contacts?.address ?? '',
    networks: Object.fromEntries(networks.map((n) => [n.name, contacts?.networks.find((l) => l.network === n.name)?.url ?? ''])),
  };
}

/** §5: the phone goes without formatting characters; networks without a link are left out. */
export function toContactsPayload(values: ContactsFormValues, networks: readonly NetworkOption[]): ContactInfo {
  return {
    phone: values.phone.replace(/\D/g, ''),
    email: values.email.trim(),
    site: values.site.trim(),
    address: values.address.trim(),
    networks: networks
      .map((n) => ({ network: n.name, url: networkLink(n.name, (values.networks[n.name] ?? '').trim()) }))
      .filter((link) => link.url !== ''),
  };
}

/**
 * The form field a server message belongs to: 'networks.2.url' names the third link sent,
 * which is mapped back to its network's field.
 */
export function contactErrorField(key: string, sent: ContactInfo): string | null {
  if (['phone', 'email', 'site', 'address'].includes(key)) return key;
  const match = /^networks\.(\d+)\.(?:url|network)$/.exec(key);
  const link = match ? sent.networks[Number(match[1])] : undefined;
  return link ? `networks.${link.network}` : null;
}
