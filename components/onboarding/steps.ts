/** The onboarding steps; the server keeps the step as '1' … '4', then 'done' (§4). */
export const STEPS = [
  {
    key: 'company',
    title: 'Компания',
    heading: 'Данные компании',
    lead: 'Они нужны для договора и публикации приложения в магазинах.',
  },
  {
    key: 'app',
    title: 'Приложение',
    heading: 'Название и цвета приложения',
    lead: 'Так приложение будет выглядеть на телефонах ваших покупателей.',
  },
  {
    key: 'auth',
    title: 'Авторизация',
    heading: 'Вход покупателей',
    lead: 'Как покупатели будут входить в приложение.',
  },
  {
    key: 'review',
    title: 'Проверка',
    heading: 'Проверьте данные',
    lead: 'Всё верно? После завершения откроется личный кабинет.',
  },
] as const;

export type StepKey = (typeof STEPS)[number]['key'];

export const LAST_STEP = STEPS.length - 1;

/** The step index for the server's step value; anything unknown starts at the beginning. */
export function stepIndexOf(step: string | null | undefined): number {
  const number = Number(step);
  if (!Number.isInteger(number) || number < 1) return 0;
  return Math.min(number, STEPS.length) - 1;
}

/** The server's step value for a step index. */
export const stepValue = (index: number) => String(index + 1);
