import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** A day that does not exist: the date fields must refuse it, never read it as empty or roll it over. */
export const IMPOSSIBLE_DATE = '31.02.2026';

/** The range filters' message for a field whose text is not a date (lib/lists/query.ts). */
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

/**
 * A list's filter panel (FilterBar) with the date fields `labels`: each refuses the impossible
 * date, and neither 'Применить' (off) nor Enter in the search puts anything into the URL. The
 * panel is opened first; each field is emptied again after its check.
 */
export async function expectFilterRefusesImpossibleDates(user: UserEvent, labels: readonly string[], push: jest.Mock): Promise<void> {
  await user.click(screen.getByRole('button', { name: /^Фильтры/ }));
  const panel = screen.getByRole('group', { name: 'Фильтр' });
  for (const label of labels) {
    const field = within(panel).getByLabelText(label);
    await typeImpossibleDate(user, field);
    expect(within(panel).getByRole('button', { name: 'Применить' })).toBeDisabled();
    await user.type(screen.getByLabelText('Поиск'), '{Enter}');
    expect(push).not.toHaveBeenCalled();
    await user.clear(field);
  }
  expect(within(panel).getByRole('button', { name: 'Применить' })).toBeEnabled();
}
