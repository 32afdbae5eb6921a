/**
 * Demo images of the company sections and the companies' contacts. The coffee shop's gallery has
 * more than one page of images (15 a page, §9), so "Показать ещё" has something to show.
 */
import type { CompanyTables, ContactInfoRecord, SectionImageRecord } from './company-types';
import type { MediaRecord } from './home-types';

const SEEDED_AT = '2025-03-01T10:00:00.000Z';

/** Section id → captions of its drawn images. */
const GALLERIES: Array<[sectionId: number, companyId: number, captions: string[]]> = [
  [2, 1, Array.from({ length: 23 }, (_, i) => `Интерьер ${i + 1}`)],
  [3, 1, ['Декларация соответствия', 'Сертификат обжарщика', 'Диплом бариста', 'Санитарное заключение']],
  [6, 3, ['Печь', 'Тесто', 'Закваска', 'Витрина', 'Упаковка']],
];

const CONTACTS: ContactInfoRecord[] = [
  {
    company_id: 1,
    phone: '74951234567',
    email: 'hello@utro-coffee.ru',
    site: 'https://utro-coffee.ru',
    address: 'г. Москва, ул. Покровка, д. 12, стр. 1',
    networks: [
      { network: 'vk', url: 'https://vk.com/utro_coffee' },
      { network: 'telegram', url: 'https://t.me/utro_coffee' },
    ],
  },
  {
    company_id: 3,
    phone: '78123334455',
    email: 'info@hlebdom.ru',
    site: 'https://hlebdom.ru',
    address: 'г. Санкт-Петербург, Невский пр., д. 88',
    networks: [{ network: 'vk', url: 'https://vk.com/hlebdom' }],
  },
];

/** Adds the drawn images to `media` (after the home seed's) and returns the tables. */
export function createCompanySeed(media: MediaRecord[]): CompanyTables {
  const section_images: SectionImageRecord[] = [];
  for (const [sectionId, companyId, captions] of GALLERIES) {
    captions.forEach((caption, index) => {
      const id = media.length + 1;
      media.push({
        id,
        uuid: `seed-${id}`,
        company_id: companyId,
        content_type: 'image/svg+xml',
        source: 'seed',
        caption,
        hue: (sectionId * 47 + index * 23) % 360,
        size: 0,
        created_at: SEEDED_AT,
      });
      section_images.push({ id: section_images.length + 1, section_id: sectionId, media_id: id, created_at: SEEDED_AT });
    });
  }
  return { section_images, contacts: CONTACTS.map((c) => ({ ...c, networks: c.networks.map((n) => ({ ...n })) })) };
}
