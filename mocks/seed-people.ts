/** Deterministic Russian names, phones and e-mails for the demo customers. */

/** mulberry32: a small seeded generator, so every reseed gives the same demo data. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const chance = (probability: number) => next() < probability;
  /** Picks a key by weight: { a: 3, b: 1 } gives 'a' three times as often. */
  const weighted = <K extends string>(weights: Record<K, number>): K => {
    const entries = Object.entries(weights) as [K, number][];
    let roll = next() * entries.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [key, weight] of entries) {
      roll -= weight;
      if (roll < 0) return key;
    }
    return entries[entries.length - 1]![0];
  };
  return { next, int, pick, chance, weighted };
}

export type Random = ReturnType<typeof createRandom>;

const MALE_NAMES = ['Александр', 'Дмитрий', 'Максим', 'Сергей', 'Андрей', 'Алексей', 'Артём', 'Илья', 'Кирилл', 'Михаил', 'Никита', 'Матвей', 'Роман', 'Егор', 'Иван', 'Владимир', 'Павел', 'Николай', 'Евгений', 'Олег'];
const FEMALE_NAMES = ['Анастасия', 'Мария', 'Анна', 'Виктория', 'Екатерина', 'Наталья', 'Марина', 'Полина', 'Дарья', 'Алина', 'Ксения', 'Елена', 'Ольга', 'Татьяна', 'Юлия', 'Светлана', 'Ирина', 'Вероника', 'Софья', 'Алёна'];
// Every surname ends in -ов, -ев or -ин, so the female form adds 'а'.
const SURNAMES = ['Иванов', 'Смирнов', 'Кузнецов', 'Попов', 'Васильев', 'Петров', 'Соколов', 'Михайлов', 'Новиков', 'Фёдоров', 'Морозов', 'Волков', 'Алексеев', 'Лебедев', 'Семёнов', 'Егоров', 'Павлов', 'Козлов', 'Степанов', 'Николаев', 'Орлов', 'Андреев', 'Макаров', 'Никитин', 'Захаров', 'Зайцев', 'Соловьёв', 'Борисов', 'Яковлев', 'Григорьев', 'Романов', 'Воробьёв', 'Сергеев', 'Кузьмин', 'Фролов', 'Александров', 'Дмитриев', 'Королёв', 'Гусев', 'Киселёв'];
const PATRONYMICS: [male: string, female: string][] = [
  ['Александрович', 'Александровна'],
  ['Дмитриевич', 'Дмитриевна'],
  ['Сергеевич', 'Сергеевна'],
  ['Андреевич', 'Андреевна'],
  ['Алексеевич', 'Алексеевна'],
  ['Игоревич', 'Игоревна'],
  ['Михайлович', 'Михайловна'],
  ['Николаевич', 'Николаевна'],
  ['Владимирович', 'Владимировна'],
  ['Павлович', 'Павловна'],
  ['Викторович', 'Викторовна'],
  ['Олегович', 'Олеговна'],
  ['Евгеньевич', 'Евгеньевна'],
  ['Юрьевич', 'Юрьевна'],
];
const MAIL_DOMAINS = ['mail.ru', 'yandex.ru', 'gmail.com', 'bk.ru', 'inbox.ru', 'list.ru'];

const TRANSLIT: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l',
  м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh',
  щ: 'shch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
};

export function translit(text: string): string {
  return Array.from(text.toLowerCase(), (char) => TRANSLIT[char] ?? char).join('');
}

export interface Person {
  /** 'Фамилия Имя Отчество'. */
  name: string;
  email: string;
}

export function randomPerson(random: Random, withEmail: boolean): Person {
  const female = random.chance(0.55);
  const first = random.pick(female ? FEMALE_NAMES : MALE_NAMES);
  const surname = `${random.pick(SURNAMES)}${female ? 'а' : ''}`;
  const patronymic = random.pick(PATRONYMICS)[female ? 1 : 0];
  const email = withEmail
    ? `${translit(first)}.${translit(surname)}${random.int(70, 99)}@${random.pick(MAIL_DOMAINS)}`
    : '';
  return { name: `${surname} ${first} ${patronymic}`, email };
}

/** A unique 11-digit mobile number with one of the region's operator codes. */
export function randomPhone(random: Random, codes: readonly string[], taken: Set<string>): string {
  for (;;) {
    const phone = `7${random.pick(codes)}${String(random.int(0, 9_999_999)).padStart(7, '0')}`;
    if (!taken.has(phone)) {
      taken.add(phone);
      return phone;
    }
  }
}
