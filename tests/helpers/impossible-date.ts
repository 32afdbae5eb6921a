import type { UserEvent } from '@testing-library/user-event';

/** A day that does not exist: the date fields must refuse it, never read it as empty or roll it over. */
export const IMPOSSIBLE_DATE = '31.02.2026';

/** The range filters' message for a field whose text is not a date (lib/list-query.ts). */
export const INVALID_DATE_MESSAGE = 'Введите дату в формате ДД.ММ.ГГГГ';

/**
 * Types the impossible date into a date field (its mask adds the dots) and checks that the field
 * keeps the text and says what is wrong, so the user can fix it rather than retype it.
 */
export async function typeImpossibleDate(user: UserEvent, field: HTMLElement, message = INVALID_DATE_MESSAGE): Promise<void> {
  await user.clear(field);
  await user.type(field, IMPOSSIBLE_DATE.replaceAll('.', ''));
  expect(field).toHaveValue(IMPOSSIBLE_DATE);
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(message);
}
