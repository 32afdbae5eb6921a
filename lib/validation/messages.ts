/** The one message catalogue of §5 (and the fixed login texts of §8), verbatim. */

/** 'Поле "X" является обязательным'. */
export const required = (label: string) => `Поле "${label}" является обязательным`;

export const messages = {
  password: 'Пароль должен состоять из 8 символов, содержать буквы, цифры и спецсимволы',
  repeatPassword: 'Пароли должны совпадать',
  email: 'Поле "E-mail" должно содержать валидный адрес',
  phone: 'Поле "Телефон" должно содержать валидный номер',
  color: 'Цвет должен соответствовать HEX формату',
  taxId: 'Поле "ИНН" должно содержать 10 или 12 чисел',
  link: 'Некорректная ссылка. Укажите правильный URL',
  fileRead: 'Не удалось прочитать файл',
  nameIsEmail: 'ФИО не может содержать адрес электронной почты',
  fileSize: 'Размер файла превышает установленные значения',
  imageFormat: 'Формат изображения не соответствует требованию',
  imageResolution: 'Разрешение изображения не соответствует требованию',
  /** Login and recovery e-mail (§5). */
  loginEmail: 'Проверьте адрес электронной почты',
  /** Not in the specification: the code button stays disabled until 5 digits, so it is rarely seen. */
  codeLength: 'Код должен состоять из 5 цифр',
} as const;

/** Fixed texts of §8 for login (and recovery, which reuses them). */
export const loginErrors = {
  notFound: 'Неверные E-mail или пароль. Проверьте корректность введенных данных',
  invalid: 'Проверьте корректность введенных данных',
} as const;
