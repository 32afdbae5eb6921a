/** Company information sections (§7 "GET about ..."), the company user's menu sections. */
import { http } from 'msw';
import { authenticate, fail, ok, readJson } from '../http';
import { getDb, mutate } from '../store';
import type { SectionRecord, SectionType, UserRecord } from '../types';
import { nextId } from '../users';
import { FieldErrors, MESSAGES, textField } from '../validation';
import { api } from './paths';

export const SECTION_TEMPLATES: { name: SectionType; name_ru: string }[] = [
  { name: 'html_text', name_ru: 'Текст' },
  { name: 'photo', name_ru: 'Фотогалерея' },
  { name: 'license', name_ru: 'Сертификаты' },
];

const summary = (s: SectionRecord) => ({ id: s.id, title: s.title, type: s.type, is_active: s.is_active, sort: s.sort });

function companySections(user: UserRecord): SectionRecord[] {
  return getDb()
    .sections.filter((s) => s.company_id === user.company_id)
    .sort((a, b) => a.sort - b.sort || a.id - b.id);
}

function ownSection(user: UserRecord, id: string | readonly string[] | undefined): SectionRecord {
  const section = getDb().sections.find((s) => String(s.id) === String(id) && s.company_id === user.company_id);
  if (!section) throw fail(404, 'Раздел не найден');
  return section;
}

function requireCompany(user: UserRecord): number {
  if (user.company_id === null) throw fail(422, 'Сначала заполните данные компании');
  return user.company_id;
}

export const aboutHandlers = [
  http.get(api('chief', 'about/templates'), ({ request }) => {
    authenticate(request, 'chief');
    return ok(SECTION_TEMPLATES);
  }),

  http.get(api('chief', 'about'), ({ request }) => ok(companySections(authenticate(request, 'chief')).map(summary))),

  http.post(api('chief', 'about'), async ({ request }) => {
    const user = authenticate(request, 'chief');
    const companyId = requireCompany(user);
    const body = await readJson(request);
    const errors = new FieldErrors();
    const title = textField(body, 'title') ?? '';
    if (!title) errors.add('title', MESSAGES.required('Название'));
    else if (title.length > 60) errors.add('title', 'Название должно быть не длиннее 60 символов');
    const type = (textField(body, 'type') || 'html_text') as SectionType;
    if (!SECTION_TEMPLATES.some((t) => t.name === type)) errors.add('template', 'Выберите тип раздела');
    errors.throwIfAny();
    if (companySections(user).some((s) => s.title.toLowerCase() === title.toLowerCase())) {
      return fail(422, 'Раздел с таким названием уже есть', { title: ['Раздел с таким названием уже есть'] });
    }
    const created = mutate((db) => {
      const record: SectionRecord = {
        id: nextId(db.sections),
        company_id: companyId,
        title,
        type,
        is_active: true,
        sort: companySections(user).length,
        content: '',
        created_at: new Date().toISOString(),
      };
      db.sections.push(record);
      return record;
    });
    return ok(summary(created), { status: 201 });
  }),

  http.get(api('chief', 'about/:id'), ({ request, params }) => {
    const section = ownSection(authenticate(request, 'chief'), params.id);
    return ok({ ...summary(section), content: section.content });
  }),

  http.put(api('chief', 'about/:id'), async ({ request, params }) => {
    const section = ownSection(authenticate(request, 'chief'), params.id);
    const body = await readJson(request);
    const errors = new FieldErrors();
    const title = body.title === undefined ? section.title : textField(body, 'title');
    if (!title) errors.add('title', MESSAGES.required('Название'));
    errors.throwIfAny();
    mutate(() => {
      section.title = title ?? section.title;
      if (typeof body.is_active === 'boolean') section.is_active = body.is_active;
      if (typeof body.content === 'string') section.content = body.content;
      if (typeof body.sort === 'number') section.sort = body.sort;
    });
    return ok({ ...summary(section), content: section.content });
  }),

  http.delete(api('chief', 'about/:id'), ({ request, params }) => {
    const section = ownSection(authenticate(request, 'chief'), params.id);
    mutate((db) => {
      db.sections = db.sections.filter((s) => s.id !== section.id);
    });
    return ok(null);
  }),
];
