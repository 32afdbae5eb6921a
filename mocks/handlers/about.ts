/** Company information sections (§7 "GET about ..."), the company user's menu sections. */
import { http } from 'msw';
import { authenticate, fail, ok, pageParams, paginate, readJson } from '../http';
import { getDb, mutate } from '../store';
import type { SectionRecord, SectionType, UserRecord } from '../types';
import { nextId } from '../users';
import { FieldErrors, MESSAGES, textField } from '../validation';
import { checkImages, readForm } from './mainpage-fields';
import { imageView, storeImage } from './mainpage-media';
import { api } from './paths';

export const SECTION_TEMPLATES: { name: SectionType; name_ru: string }[] = [
  { name: 'html_text', name_ru: 'Текст' },
  { name: 'photo', name_ru: 'Фотогалерея' },
  { name: 'license', name_ru: 'Сертификаты' },
];

const summary = (s: SectionRecord) => ({
  id: s.id,
  title: s.title,
  type: s.type,
  is_active: s.is_active,
  sort: s.sort,
  icon: s.icon ?? null,
});

const hasImages = (s: SectionRecord) => s.type === 'photo' || s.type === 'license';

function sectionImages(section: SectionRecord) {
  return getDb()
    .section_images.filter((i) => i.section_id === section.id)
    .sort((a, b) => a.id - b.id);
}

function imageOf(record: { id: number; media_id: number }) {
  const view = imageView(record.media_id);
  return { id: record.id, uuid: view?.uuid ?? '', preview_url: view?.preview_url ?? '' };
}

/** The section as GET about/{id} answers it: photo and license sections carry one page of images (§9: 15). */
function details(section: SectionRecord, url: URL) {
  if (!hasImages(section)) return { ...summary(section), content: section.content };
  const { page, perPage } = pageParams(url);
  const images = paginate(sectionImages(section), page, perPage);
  return { ...summary(section), content: '', images: { data: images.data.map(imageOf), pagination: images.pagination } };
}

/** Puts `section` at `index` among the company's sections and renumbers them 0, 1, 2... */
function moveSection(user: UserRecord, section: SectionRecord, index: number): void {
  const others = companySections(user).filter((s) => s.id !== section.id);
  others.splice(Math.max(0, Math.min(index, others.length)), 0, section);
  others.forEach((s, position) => {
    s.sort = position;
  });
}

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
    return ok(details(section, new URL(request.url)));
  }),

  // Multipart with images[]: adds them to a photo or license section.
  http.post(api('chief', 'about/:id'), async ({ request, params }) => {
    const user = authenticate(request, 'chief');
    const section = ownSection(user, params.id);
    if (!hasImages(section)) return fail(422, 'В текстовый раздел нельзя добавить фото');
    const { files } = await readForm(request);
    const images = [...(files.get('images') ?? []), ...(files.get('image') ?? [])];
    const errors = new FieldErrors();
    if (images.length === 0) errors.add('images', MESSAGES.required('Фото'));
    checkImages(images, errors, 'images');
    errors.throwIfAny();
    const added = [];
    for (const file of images) {
      const media = await storeImage(section.company_id, file);
      added.push(
        mutate((db) => {
          const record = { id: nextId(db.section_images), section_id: section.id, media_id: media.id, created_at: new Date().toISOString() };
          db.section_images.push(record);
          return record;
        }),
      );
    }
    return ok(added.map(imageOf), { status: 201 });
  }),

  http.delete(api('chief', 'about/:id/images/:imageId'), ({ request, params }) => {
    const section = ownSection(authenticate(request, 'chief'), params.id);
    const image = getDb().section_images.find((i) => i.section_id === section.id && String(i.id) === String(params.imageId));
    if (!image) return fail(404, 'Изображение не найдено');
    mutate((db) => {
      db.section_images = db.section_images.filter((i) => i.id !== image.id);
    });
    return ok(null);
  }),

  http.put(api('chief', 'about/:id'), async ({ request, params }) => {
    const user = authenticate(request, 'chief');
    const section = ownSection(user, params.id);
    const body = await readJson(request);
    const errors = new FieldErrors();
    const title = body.title === undefined ? section.title : textField(body, 'title');
    if (!title) errors.add('title', MESSAGES.required('Название'));
    else if (title.length > 60) errors.add('title', 'Название должно быть не длиннее 60 символов');
    else if (companySections(user).some((s) => s.id !== section.id && s.title.toLowerCase() === title.toLowerCase())) {
      errors.add('title', 'Раздел с таким названием уже есть');
    }
    if (body.sort !== undefined && !(typeof body.sort === 'number' && Number.isInteger(body.sort) && body.sort >= 0)) {
      errors.add('sort', 'Некорректный порядок');
    }
    errors.throwIfAny();
    mutate(() => {
      section.title = title ?? section.title;
      if (typeof body.is_active === 'boolean') section.is_active = body.is_active;
      if (typeof body.content === 'string') section.content = body.content;
      if (typeof body.sort === 'number') moveSection(user, section, body.sort);
    });
    return ok(details(section, new URL(request.url)));
  }),

  http.delete(api('chief', 'about/:id'), ({ request, params }) => {
    const section = ownSection(authenticate(request, 'chief'), params.id);
    mutate((db) => {
      db.sections = db.sections.filter((s) => s.id !== section.id);
      db.section_images = db.section_images.filter((i) => i.section_id !== section.id);
    });
    return ok(null);
  }),
];
