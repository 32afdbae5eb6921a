/** Play Market languages and categories offered in the listing form (codes as Google names them). */
export const PLAY_LANGUAGES = [
  { id: 'ru-RU', name: 'Русский' },
  { id: 'en-US', name: 'Английский' },
  { id: 'kk', name: 'Казахский' },
  { id: 'be', name: 'Белорусский' },
  { id: 'uk', name: 'Украинский' },
];

export const PLAY_CATEGORIES = [
  { id: 'FOOD_AND_DRINK', name: 'Еда и напитки' },
  { id: 'SHOPPING', name: 'Покупки' },
  { id: 'LIFESTYLE', name: 'Стиль жизни' },
  { id: 'BEAUTY', name: 'Красота' },
  { id: 'HEALTH_AND_FITNESS', name: 'Здоровье и фитнес' },
  { id: 'HOUSE_AND_HOME', name: 'Дом и быт' },
  { id: 'TRAVEL_AND_LOCAL', name: 'Путешествия' },
  { id: 'ENTERTAINMENT', name: 'Развлечения' },
  { id: 'EDUCATION', name: 'Образование' },
  { id: 'SPORTS', name: 'Спорт' },
  { id: 'AUTO_AND_VEHICLES', name: 'Автомобили' },
  { id: 'BUSINESS', name: 'Бизнес' },
];
