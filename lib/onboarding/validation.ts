import { boolean, mixed, object, string, type InferType } from 'yup';
import type { AppColors, AuthType } from '../application/api';
import { messages, required } from '../validation/messages';
import { patterns } from '../validation/patterns';
import { taxNumberProblem } from '../format/tax-number';
import { emailRule, phoneRule } from '../auth/registration';

const text = (label: string, max: number) =>
  string()
    .trim()
    .required(required(label))
    .max(max, `Поле "${label}" должно быть не длиннее ${max} символов`);

export const companySchema = object({
  name: text('Название компании', 100),
  legalName: text('Юридическое название', 150),
  inn: string()
    .trim()
    .required(required('ИНН'))
    .matches(patterns.taxNumber, { message: messages.taxId, excludeEmptyString: true })
    .test('inn-entity', (value, context) => {
      if (!value || !patterns.taxNumber.test(value)) return true;
      const problem = taxNumberProblem(value, (context.parent as { legalName?: string }).legalName);
      return problem ? context.createError({ message: problem }) : true;
    }),
  city: text('Город', 60),
  address: text('Адрес', 200),
  email: emailRule('E-mail'),
  /** Masked, '+7 495 123-45-67'. */
  phone: phoneRule('Телефон'),
});

export type CompanyFormValues = InferType<typeof companySchema>;

/** §5: a colour is HEX ('#RGB' or '#RRGGBB'). */
export const colorRule = (label: string) =>
  string()
    .trim()
    .required(required(label))
    .matches(patterns.hexColor, { message: messages.color, excludeEmptyString: true });

export const colorsShape = (labels: Record<keyof AppColors, string>) =>
  object({
    primary: colorRule(labels.primary),
    secondary: colorRule(labels.secondary),
    icon: colorRule(labels.icon),
    background1: colorRule(labels.background1),
    background2: colorRule(labels.background2),
    text: colorRule(labels.text),
    gradient1: colorRule(labels.gradient1),
    gradient2: colorRule(labels.gradient2),
  });

export const appSchema = (colorLabels: Record<keyof AppColors, string>) =>
  object({
    companyName: text('Название в приложении', 50),
    iconName: text('Подпись под иконкой', 30),
    splashScreenText: string()
      .trim()
      .max(100, 'Поле "Текст заставки" должно быть не длиннее 100 символов')
      .defined()
      .default(''),
    colors: colorsShape(colorLabels),
  });

export type AppFormValues = InferType<ReturnType<typeof appSchema>>;

export const authSchema = object({
  authType: mixed<AuthType>()
    .required(required('Тип авторизации'))
    .oneOf(['phone', 'email'], required('Тип авторизации')),
  twoFactor: boolean().required().default(false),
});

export type AuthFormValues = InferType<typeof authSchema>;
