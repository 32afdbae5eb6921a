/**
 * Demo news of the coffee shop (company 1) and the bakery (company 3), and the integration
 * settings of every company. Dates are relative to the moment of seeding, so the demo looks
 * current; covers are seeded images drawn as SVG (see mainpage-media).
 */
import type { MediaRecord } from './home-types';
import type { IntegrationSettingsRecord, NewsRecord, NewsTables } from './news-types';

const DAY_MS = 24 * 60 * 60 * 1000;

type NewsSeed = [title: string, shortText: string, text: string, daysAgo: number, published: boolean, hue: number | null];

const COFFEE_NEWS: NewsSeed[] = [
  ['Открыли кофейню на Тверской', 'Новая «Утро» ждёт гостей с 7:30 утра.', 'Мы открыли новую кофейню на Тверской, 18. Здесь большой зал на 40 мест и окно выдачи для тех, кто спешит.\n\nВ первую неделю — капучино в подарок к любому десерту.', 2, true, 24],
  ['Осеннее меню: тыквенный латте вернулся', 'Сезонные напитки уже в меню всех кофеен.', 'Тыквенный латте, раф с пряностями и глинтвейн без алкоголя — в меню до конца ноября.\n\nНапитки можно заказать в приложении заранее и забрать без очереди.', 5, true, 30],
  ['Двойные бонусы по выходным', 'В субботу и воскресенье начисляем вдвое больше бонусов.', 'Каждые выходные до конца месяца бонусы за заказы в приложении начисляются в двойном размере.\n\nБонусами можно оплатить до 30% следующего заказа.', 9, true, 200],
  ['Новый сорт: Эфиопия Иргачеффе', 'Светлая обжарка с нотами жасмина и бергамота.', 'В эспрессо-баре появилось новое зерно из Эфиопии. Рекомендуем попробовать его в воронке или аэропрессе.\n\nПачку 250 г можно купить в любой кофейне.', 13, true, 45],
  ['Завтраки теперь до 14:00', 'Сырники, омлеты и каши — до двух часов дня.', 'По вашим просьбам продлили время завтраков. Все позиции завтрака доступны и для заказа в приложении.', 17, true, null],
  ['Мастер-класс по латте-арту', 'Научим рисовать сердце и тюльпан за один вечер.', 'В субботу в 18:00 на Покровке бариста проведёт мастер-класс по латте-арту.\n\nКоличество мест ограничено, запись — у кассы или по телефону.', 21, true, 330],
  ['Кофе с собой — в своей кружке дешевле', 'Скидка 20 рублей за свою кружку или термос.', 'Заботимся о природе вместе с вами: принесите свою кружку — и мы сделаем скидку 20 рублей на любой напиток.', 26, true, 120],
  ['Круассаны теперь печём сами', 'Собственная пекарня на Покровке.', 'Мы запустили собственное производство выпечки. Круассаны, синнабоны и булочки с корицей — свежие каждое утро.', 32, true, 15],
  ['Обновили приложение', 'Быстрее оформление заказа и история бонусов.', 'В новой версии приложения появилась история начисления бонусов и повтор заказа в одно касание.\n\nОбновитесь в App Store и Google Play.', 38, true, 210],
  ['Неделя без сахара', 'Новые десерты без добавленного сахара.', 'Всю неделю в витрине — десерты на финиках и стевии. Спрашивайте у бариста.', 45, true, null],
  ['Кофейня на Арбате закрыта на ремонт', 'С 10 по 17 число ждём вас в соседних кофейнях.', 'Кофейня на Арбате, 24 временно закрыта на ремонт. Ближайшие кофейни — на Новом Арбате и Кутузовском проспекте.', 52, true, null],
  ['Подарочные сертификаты', 'Сертификаты на 500, 1000 и 3000 рублей.', 'Подарочные сертификаты можно купить в любой кофейне и в приложении. Срок действия — один год.', 60, true, 280],
  ['Летние лимонады', 'Пять новых лимонадов на основе колд брю.', 'Освежающие напитки на основе колд брю: с апельсином, с вишней, с тоником и с бузиной.', 75, true, 90],
  ['Кофейня на Проспекте Мира открылась', 'Седьмая кофейня сети ждёт гостей.', 'Новая кофейня на Проспекте Мира, 112 работает ежедневно с 8:00 до 22:00.', 90, true, 160],
  ['Бонус ко дню рождения', 'В день рождения дарим 500 бонусов.', 'Укажите дату рождения в профиле приложения — и в свой день рождения получите 500 бонусов.', 105, true, 300],
  ['Весенняя акция: второй напиток за полцены', 'Каждый будний день с 15:00 до 17:00.', 'Закажите два напитка — второй обойдётся вдвое дешевле. Акция действует в будни после обеда.', 120, true, 100],
  ['Итоги года', 'Спасибо, что были с нами!', 'За год мы приготовили больше 400 000 чашек кофе и открыли три новые кофейни.\n\nСпасибо, что выбираете «Утро»!', 150, true, 50],
  ['Новогодний график работы', '31 декабря работаем до 18:00.', '31 декабря все кофейни работают до 18:00, 1 января — с 12:00. Со 2 января — в обычном режиме.', 170, true, null],
  ['Скоро: зимнее меню', 'Какао с маршмеллоу, пряный раф и имбирный чай.', 'Готовим зимнее меню — следите за новостями.', 0, false, 10],
  ['Черновик: вакансии бариста', 'Ищем бариста в новые кофейни.', 'Опыт не обязателен — научим. Гибкий график, обучение и скидка на меню.', 1, false, null],
];

const BAKERY_NEWS: NewsSeed[] = [
  ['Хлеб на закваске каждый день', 'Пшенично-ржаной, бородинский и цельнозерновой.', 'Хлеб на живой закваске печём каждое утро. Остатки вечером отдаём в фонд продовольствия.', 3, true, 35],
  ['Открыли пекарню на Рубинштейна', 'Новая точка в центре Петербурга.', 'Ждём вас на Рубинштейна, 13 ежедневно с 8:00 до 23:00.', 20, true, 20],
  ['Пасхальные куличи', 'Предзаказ в приложении.', 'Принимаем предзаказы на куличи с изюмом, курагой и цукатами.', 40, false, 55],
];

function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * A fresh copy every call. `firstMediaId` is the next free media id (covers are added to the
 * media table the home seed started), so their ids never collide.
 */
export function createNewsSeed(firstMediaId: number, now: Date = new Date()): NewsTables & { media: MediaRecord[] } {
  const news: NewsRecord[] = [];
  const media: MediaRecord[] = [];
  const add = (companyId: number, seeds: NewsSeed[]) => {
    for (const [title, shortText, text, daysAgo, published, hue] of seeds) {
      const at = new Date(now.getTime() - daysAgo * DAY_MS);
      let imageId: number | null = null;
      if (hue !== null) {
        imageId = firstMediaId + media.length;
        media.push({
          id: imageId,
          uuid: `seed-news-${imageId}`,
          company_id: companyId,
          content_type: 'image/svg+xml',
          source: 'seed',
          caption: title.length > 28 ? `${title.slice(0, 27)}…` : title,
          hue,
          size: 0,
          created_at: at.toISOString(),
        });
      }
      news.push({
        id: news.length + 1,
        company_id: companyId,
        title,
        short_text: shortText,
        text,
        image_id: imageId,
        is_published: published,
        published_at: isoDay(at),
        created_at: at.toISOString(),
        updated_at: at.toISOString(),
      });
    }
  };
  add(1, COFFEE_NEWS);
  add(3, BAKERY_NEWS);
  return { news, media, integration_settings: createIntegrationSeed(now), integration_links: [] };
}

/** Every company starts with an integration id and a secret (shown in the panel only when reissued). */
function createIntegrationSeed(now: Date): IntegrationSettingsRecord[] {
  return Array.from({ length: 12 }, (_, index) => {
    const companyId = index + 1;
    const suffix = (0x7f3a9c2e41 + companyId * 7919).toString(16).slice(-10);
    return {
      company_id: companyId,
      client_id: `int_${suffix}`,
      client_secret: `sec_demo${companyId}Qm4T8wZp2LxV`,
      allowed_ips: [],
      token_ttl: 3600,
      scopes: ['clients', 'orders'],
      updated_at: new Date(now.getTime() - 30 * DAY_MS).toISOString(),
    };
  });
}
