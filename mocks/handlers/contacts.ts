/** The company's contacts and social networks (§7 contact-info) and menu section icons (§7 menu-items). */
import { http } from 'msw';
import { authenticate, fail, ok, readJson } from '../http';
import type { ContactInfoRecord, NetworkLink } from '../company-types';
import { getDb, mutate } from '../store';
import type { SectionRecord, UserRecord } from '../types';
import { FieldErrors, isEmail, MESSAGES, normalizePhone, textField } from '../validation';
import { api } from './paths';

export const NETWORKS: { name: string; title: string }[] = [
  { name: 'vk', title: 'ВКонтакте' },
  { name: 'telegram', title: 'Telegram' },
  { name: 'whatsapp', title: 'WhatsApp' },
  { name: 'ok', title: 'Одноклассники' },
  { name: 'youtube', title: 'YouTube' },
  { name: 'dzen', title: 'Дзен' },
];

export const MENU_ICONS: { name: string; title: string }[] = [
  { name: 'info', title: 'Информация' },
  { name: 'photo', title: 'Фотоаппарат' },
  { name: 'certificate', title: 'Сертификат' },
  { name: 'star', title: 'Звезда' },
  { name: 'heart', title: 'Сердце' },
  { name: 'phone', title: 'Телефон' },
  { name: 'location', title: 'Метка на карте' },
  { name: 'clock', title: 'Часы' },
  { name: 'people', title: 'Люди' },
  { name: 'briefcase', title: 'Портфель' },
];

const LINK = 'Некорректная ссылка. Укажите правильный URL';
const URL_PATTERN = /^(?:https?:\/\/)?(?:[\p{L}\d](?:[\p{L}\d-]*[\p{L}\d])?\.)+\p{L}{2,}(?::\d{1,5})?(?:[/?#]\S*)?$/iu;

function companyIdOf(user: UserRecord): number {
  if (user.company_id === null) throw fail(422, 'Сначала заполните данные компании');
  return user.company_id;
}

function contactsOf(companyId: number): ContactInfoRecord {
  return (
    getDb().contacts.find((c) => c.company_id === companyId) ?? {
      company_id: companyId,
      phone: '',
      email: '',
      site: '',
      address: '',
      networks: [],
    }
  );
}

const contactView = (c: ContactInfoRecord) => ({
  phone: c.phone,
  email: c.email,
  site: c.site,
  address: c.address,
  networks: c.networks,
});

/** Checks a PUT contact-info body; every field may be empty (then it is not shown in the app). */
function contactChanges(body: Record<string, unknown>): Omit<ContactInfoRecord, 'company_id'> {
  const errors = new FieldErrors();
  const text = (key: string, label: string): string => {
    const value = textField(body, key);
    if (value === null) {
      errors.add(key, `Поле "${label}" должно быть строкой`);
      return '';
    }
    return value;
  };
  let phone = text('phone', 'Телефон');
  if (phone) {
    const normal = normalizePhone(phone);
    if (normal) phone = normal;
    else errors.add('phone', MESSAGES.phone);
  }
  const email = text('email', 'E-mail');
  if (email && !isEmail(email)) errors.add('email', MESSAGES.email);
  const site = text('site', 'Сайт');
  if (site && !URL_PATTERN.test(site)) errors.add('site', LINK);
  const address = text('address', 'Адрес');
  if (address.length > 255) errors.add('address', 'Адрес должен быть не длиннее 255 символов');
  const networks: NetworkLink[] = [];
  const raw = body.networks ?? [];
  if (!Array.isArray(raw)) errors.add('networks', 'Некорректный список соцсетей');
  else {
    raw.forEach((item: unknown, index) => {
      const entry = (item && typeof item === 'object' ? item : {}) as Record<string, unknown>;
      const network = textField(entry, 'network') ?? '';
      const url = textField(entry, 'url') ?? '';
      if (!NETWORKS.some((n) => n.name === network)) errors.add(`networks.${index}.network`, 'Неизвестная соцсеть');
      else if (networks.some((n) => n.network === network)) errors.add(`networks.${index}.network`, 'Соцсеть указана дважды');
      if (!url) errors.add(`networks.${index}.url`, MESSAGES.required('Ссылка'));
      else if (!URL_PATTERN.test(url)) errors.add(`networks.${index}.url`, LINK);
      networks.push({ network, url });
    });
  }
  errors.throwIfAny();
  return { phone, email, site, address, networks };
}

const menuItem = (s: SectionRecord) => ({ id: s.id, title: s.title, type: s.type, is_active: s.is_active, sort: s.sort, icon: s.icon ?? null });

function ownSection(user: UserRecord, id: unknown): SectionRecord {
  const section = getDb().sections.find((s) => String(s.id) === String(id) && s.company_id === user.company_id);
  if (!section) throw fail(404, 'Раздел не найден');
  return section;
}

export const contactHandlers = [
  http.get(api('chief', 'contact-info/networks'), ({ request }) => {
    authenticate(request, 'chief');
    return ok(NETWORKS);
  }),

  http.get(api('chief', 'contact-info'), ({ request }) => ok(contactView(contactsOf(companyIdOf(authenticate(request, 'chief')))))),

  http.put(api('chief', 'contact-info'), async ({ request }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    const changes = contactChanges(await readJson(request));
    const saved = mutate((db) => {
      const existing = db.contacts.find((c) => c.company_id === companyId);
      if (existing) return Object.assign(existing, changes);
      const created = { company_id: companyId, ...changes };
      db.contacts.push(created);
      return created;
    });
    return ok(contactView(saved));
  }),

  http.get(api('chief', 'menu-items/icons'), ({ request }) => {
    authenticate(request, 'chief');
    return ok(MENU_ICONS);
  }),

  http.get(api('chief', 'menu-items'), ({ request }) => {
    const user = authenticate(request, 'chief');
    const items = getDb()
      .sections.filter((s) => s.company_id === user.company_id)
      .sort((a, b) => a.sort - b.sort || a.id - b.id);
    return ok(items.map(menuItem));
  }),

  http.get(api('chief', 'menu-items/:id'), ({ request, params }) => ok(menuItem(ownSection(authenticate(request, 'chief'), params.id)))),

  // Sets the icon (and, when given, the title or activity) of a menu section.
  http.put(api('chief', 'menu-items/:id'), async ({ request, params }) => {
    const section = ownSection(authenticate(request, 'chief'), params.id);
    const body = await readJson(request);
    const errors = new FieldErrors();
    const icon = body.icon === undefined ? (section.icon ?? null) : body.icon === null || body.icon === '' ? null : textField(body, 'icon');
    if (icon !== null && !MENU_ICONS.some((i) => i.name === icon)) errors.add('icon', 'Выберите иконку из списка');
    const title = body.title === undefined ? section.title : textField(body, 'title');
    if (!title) errors.add('title', MESSAGES.required('Название'));
    errors.throwIfAny();
    mutate(() => {
      section.icon = icon;
      section.title = title ?? section.title;
      if (typeof body.is_active === 'boolean') section.is_active = body.is_active;
    });
    return ok(menuItem(section));
  }),
];
