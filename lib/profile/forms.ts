import type { CompanyPayload, ContactInfo, NetworkOption, Profile } from './types';
import type { CompanyFormValues } from './validation';
import { formatPhone } from '../format/format';
import { TELEGRAM_HANDLE } from './form-rules';

export { TELEGRAM_HANDLE } from './form-rules';

// The company and contacts forms' values and payloads, without yup: each form loads its schema
// (./validation) only when it first validates.

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

const networkLink = (name: string, value: string) => {
  const handle = name === 'telegram' ? TELEGRAM_HANDLE.exec(value) : null;
  return handle ? `https://t.me/${handle[1]}` : value;
};

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
