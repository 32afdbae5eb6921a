import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DatePicker, type DatePickerProps } from '@/components/ui/date-picker';
import {
  calendarWeeks,
  dayOutOfRangeMessage,
  MINUTE_OPTIONS,
  MONTH_NAMES,
  maskDateText,
  parseDateText,
  WEEKDAYS,
} from '@/lib/format/dates';

// "Today" is fixed so the calendar opens on a known month.
beforeEach(() => {
  jest.useFakeTimers({ now: new Date(2024, 2, 12, 10, 0), doNotFake: ['queueMicrotask'] });
});
afterEach(() => {
  jest.useRealTimers();
});

const setup = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

function Controlled(props: Partial<DatePickerProps> & { initial?: Date | null; spy?: jest.Mock }) {
  const { initial = null, spy, ...rest } = props;
  const [value, setValue] = useState<Date | null>(initial);
  return (
    <DatePicker
      label="Дата"
      value={value}
      onChange={(next) => {
        spy?.(next);
        setValue(next);
      }}
      {...rest}
    />
  );
}

describe('date helpers', () => {
  it('masks typed digits as DD.MM.YYYY or HH:mm DD.MM.YYYY', () => {
    expect(maskDateText('1')).toBe('1');
    expect(maskDateText('120')).toBe('12.0');
    expect(maskDateText('12a03/2024999')).toBe('12.03.2024');
    expect(maskDateText('143512032024', true)).toBe('14:35 12.03.2024');
  });

  it("names the limit a real day is past: the field's min/max, else 1900–2100", () => {
    const min = new Date(2024, 2, 1);
    const max = new Date(2024, 2, 31, 18, 30);
    expect(dayOutOfRangeMessage(new Date(2024, 3, 1), min, max)).toBe('Дата не может быть позже 31.03.2024');
    expect(dayOutOfRangeMessage(new Date(2024, 1, 29), min, max)).toBe('Дата не может быть раньше 01.03.2024');
    expect(dayOutOfRangeMessage(new Date(2101, 0, 1))).toBe('Дата не может быть позже 31.12.2100');
    expect(dayOutOfRangeMessage(new Date(1899, 11, 31))).toBe('Дата не может быть раньше 01.01.1900');
  });

  it('parses only real dates within 1900–2100', () => {
    expect(parseDateText('12.03.2024')).toEqual(new Date(2024, 2, 12));
    expect(parseDateText('14:35 12.03.2024', true)).toEqual(new Date(2024, 2, 12, 14, 35));
    expect(parseDateText('31.02.2024')).toBeNull();
    expect(parseDateText('01.01.1899')).toBeNull();
    expect(parseDateText('01.01.2101')).toBeNull();
    expect(parseDateText('31.12.2100')).toEqual(new Date(2100, 11, 31));
    expect(parseDateText('25:00 12.03.2024', true)).toBeNull();
    expect(parseDateText('12.03.202')).toBeNull();
  });

  it('starts weeks on Monday, with Russian names and 5-minute steps', () => {
    const weeks = calendarWeeks(new Date(2024, 2, 1));
    expect(weeks).toHaveLength(6);
    expect(weeks[0]?.[0]).toEqual(new Date(2024, 1, 26)); // Monday before 1 March 2024 (a Friday)
    expect(WEEKDAYS.map((d) => d.short)).toEqual(['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс']);
    expect(MONTH_NAMES[0]).toBe('Январь');
    expect(MONTH_NAMES[11]).toBe('Декабрь');
    expect(MINUTE_OPTIONS).toEqual([0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55]);
  });
});

describe('DatePicker: typing', () => {
  it('masks the text and reports a complete valid date', async () => {
    const user = setup();
    const spy = jest.fn();
    render(<Controlled spy={spy} />);
    const input = screen.getByLabelText('Дата');
    expect(input).toHaveAttribute('placeholder', 'ДД.ММ.ГГГГ');
    await user.type(input, '12032024');
    expect(input).toHaveValue('12.03.2024');
    expect(spy).toHaveBeenLastCalledWith(new Date(2024, 2, 12));
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('signals an invalid date', async () => {
    const user = setup();
    const spy = jest.fn();
    const onInvalid = jest.fn();
    render(<Controlled spy={spy} onInvalid={onInvalid} initial={new Date(2024, 0, 1)} />);
    const input = screen.getByLabelText('Дата');
    expect(input).toHaveValue('01.01.2024');
    await user.clear(input);
    expect(spy).toHaveBeenLastCalledWith(null);
    await user.type(input, '31022024');
    expect(input).toHaveValue('31.02.2024');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(onInvalid).toHaveBeenCalledWith('31.02.2024');
    // The form gets an Invalid Date, not null: its schema refuses it instead of clearing the date.
    expect(spy).toHaveBeenCalledTimes(2);
    const reported = spy.mock.calls[1]![0] as Date;
    expect(reported).toBeInstanceOf(Date);
    expect(Number.isNaN(reported.getTime())).toBe(true);
    // The text stays for the user to fix.
    expect(input).toHaveValue('31.02.2024');
  });

  it('treats a date outside min/max as invalid', async () => {
    const user = setup();
    const onInvalid = jest.fn();
    render(<Controlled onInvalid={onInvalid} min={new Date(2024, 2, 1)} max={new Date(2024, 2, 31)} />);
    await user.type(screen.getByLabelText('Дата'), '01042024');
    expect(screen.getByLabelText('Дата')).toHaveAttribute('aria-invalid', 'true');
    expect(onInvalid).toHaveBeenCalledWith('01.04.2024');
  });

  it('says which limit a real date outside min/max passes, instead of the format message', async () => {
    const user = setup();
    // The form's own message for a field that holds no date (a schema's), as the screens pass it.
    function WithFormError() {
      const [value, setValue] = useState<Date | null>(null);
      const bad = value !== null && Number.isNaN(value.getTime());
      return <DatePicker label="Дата" value={value} onChange={setValue} min={new Date(2024, 2, 1)} max={new Date(2024, 2, 31)} error={bad ? 'Введите дату в формате ДД.ММ.ГГГГ' : undefined} />;
    }
    render(<WithFormError />);
    const input = screen.getByLabelText('Дата');
    await user.type(input, '01042024');
    expect(input).toHaveAccessibleDescription('Дата не может быть позже 31.03.2024');
    expect(screen.queryByText('Введите дату в формате ДД.ММ.ГГГГ')).not.toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '29022024');
    expect(input).toHaveAccessibleDescription('Дата не может быть раньше 01.03.2024');
    // Not a date at all: the format message is the right one.
    await user.clear(input);
    await user.type(input, '31022024');
    expect(input).toHaveAccessibleDescription('Введите дату в формате ДД.ММ.ГГГГ');
    // An allowed day clears it.
    await user.clear(input);
    await user.type(input, '15032024');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAccessibleDescription();
  });

  it('signals unfinished text when the field is left', async () => {
    const user = setup();
    const onInvalid = jest.fn();
    render(<Controlled onInvalid={onInvalid} />);
    await user.type(screen.getByLabelText('Дата'), '1203');
    expect(onInvalid).not.toHaveBeenCalled();
    await user.tab();
    expect(onInvalid).toHaveBeenCalledWith('12.03');
    expect(screen.getByLabelText('Дата')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says the format under the field at once, with no message from the form, and not while typing (issue 47)', async () => {
    const user = setup();
    render(<Controlled />);
    const input = screen.getByLabelText('Дата');
    await user.type(input, '3102');
    expect(input).not.toHaveAccessibleDescription();
    await user.type(input, '2024');
    expect(input).toHaveAccessibleDescription('Введите дату в формате ДД.ММ.ГГГГ');
    await user.clear(input);
    expect(input).not.toHaveAccessibleDescription();
    await user.type(input, '1203');
    await user.tab();
    expect(input).toHaveAccessibleDescription('Введите дату в формате ДД.ММ.ГГГГ');
    // A form's own message takes the place of the format one: one message, never two.
    render(<Controlled label="С ошибкой формы" error="Проверьте дату публикации" />);
    const withFormError = screen.getByLabelText('С ошибкой формы');
    await user.type(withFormError, '31022024');
    expect(withFormError).toHaveAccessibleDescription('Проверьте дату публикации');
    expect(screen.queryAllByText(/Введите дату/)).toHaveLength(1);
    render(<Controlled withTime label="С временем" />);
    const timed = screen.getByLabelText('С временем');
    await user.type(timed, '2561');
    await user.tab();
    expect(timed).toHaveAccessibleDescription('Введите дату и время в формате чч:мм ДД.ММ.ГГГГ');
  });

  it('follows a value set from outside', () => {
    const { rerender } = render(<DatePicker label="Дата" value={null} onChange={jest.fn()} />);
    rerender(<DatePicker label="Дата" value={new Date(2023, 11, 31)} onChange={jest.fn()} />);
    expect(screen.getByLabelText('Дата')).toHaveValue('31.12.2023');
  });

  it('shows an error message and marks the field', () => {
    render(<DatePicker label="Период с" value={null} onChange={jest.fn()} error="Дата начала не может быть позже даты окончания" />);
    const input = screen.getByLabelText('Период с');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Дата начала не может быть позже даты окончания');
  });
});

describe('DatePicker: calendar', () => {
  it.each([
    ['a partial date', '0101', '01.01', false],
    ['a partial year', '1990', '19.90', false],
    ['an impossible day', '31021990', '31.02.1990', false],
    ['an impossible time', '25991203202', '25:99 12.03.202', true],
  ])('opens the calendar on today after %s, keeping the text and saying what is wrong', async (_case, typed, shown, withTime) => {
    const user = setup();
    const spy = jest.fn();
    render(<Controlled spy={spy} withTime={withTime} initial={new Date(1990, 0, 1)} error="Проверьте дату" />);
    const input = screen.getByLabelText('Дата');
    await user.clear(input);
    await user.type(input, typed);
    await user.click(screen.getByRole('button', { name: 'Открыть календарь' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('combobox', { name: 'Месяц' })).toHaveDisplayValue('Март');
    expect(within(dialog).getByRole('combobox', { name: 'Год' })).toHaveDisplayValue('2024');
    expect(within(dialog).getByRole('button', { name: '12 марта 2024' })).toHaveFocus();
    expect(input).toHaveValue(shown);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    // A day can still be chosen from there.
    await user.click(within(dialog).getByRole('button', { name: '14 марта 2024' }));
    await user.click(within(dialog).getByRole('button', { name: 'Выбрать' }));
    expect(input).toHaveValue(withTime ? '00:00 14.03.2024' : '14.03.2024');
  });

  it("opens on the field's bound when the text is not a date and today is out of range", async () => {
    const user = setup();
    render(<Controlled min={new Date(2025, 5, 10)} />);
    await user.type(screen.getByLabelText('Дата'), '310220');
    await user.click(screen.getByRole('button', { name: 'Открыть календарь' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('combobox', { name: 'Месяц' })).toHaveDisplayValue('Июнь');
    expect(within(dialog).getByRole('button', { name: '10 июня 2025' })).toHaveFocus();
  });

  it('opens on the selected day with Monday-first Russian headings and 1900–2100 years', async () => {
    const user = setup();
    render(<Controlled initial={new Date(2024, 4, 15)} />);
    await user.click(screen.getByRole('button', { name: 'Открыть календарь' }));
    const dialog = screen.getByRole('dialog', { name: 'Выбор даты' });
    expect(within(dialog).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Пн',
      'Вт',
      'Ср',
      'Чт',
      'Пт',
      'Сб',
      'Вс',
    ]);
    expect(within(dialog).getByRole('combobox', { name: 'Месяц' })).toHaveDisplayValue('Май');
    const years = within(dialog).getByRole('combobox', { name: 'Год' });
    expect(years).toHaveDisplayValue('2024');
    const options = within(years).getAllByRole('option');
    expect(options).toHaveLength(201);
    expect(options[0]).toHaveTextContent('1900');
    expect(options[200]).toHaveTextContent('2100');
    expect(within(dialog).getByRole('button', { name: '15 мая 2024' })).toHaveFocus();
    expect(within(dialog).getByRole('gridcell', { selected: true })).toHaveTextContent('15');
  });

  it('moves with the arrows and chooses with Enter', async () => {
    const user = setup();
    const spy = jest.fn();
    render(<Controlled spy={spy} />);
    await user.click(screen.getByRole('button', { name: 'Открыть календарь' }));
    expect(screen.getByRole('button', { name: '12 марта 2024' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: '13 марта 2024' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('button', { name: '3 апреля 2024' })).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Месяц' })).toHaveDisplayValue('Апрель');
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(screen.getByRole('button', { name: '26 марта 2024' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(spy).toHaveBeenLastCalledWith(new Date(2024, 2, 26));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Дата')).toHaveValue('26.03.2024');
    expect(screen.getByRole('button', { name: 'Открыть календарь' })).toHaveFocus();
  });

  it("picks a day with a click and keeps it only on 'Выбрать'", async () => {
    const user = setup();
    const spy = jest.fn();
    render(<Controlled spy={spy} />);
    await user.click(screen.getByRole('button', { name: 'Открыть календарь' }));
    expect(screen.getByRole('button', { name: 'Выбрать' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '20 марта 2024' }));
    expect(spy).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Выбрать' }));
    expect(spy).toHaveBeenCalledWith(new Date(2024, 2, 20));
    expect(screen.getByLabelText('Дата')).toHaveValue('20.03.2024');
  });

  it("changes nothing on 'Отмена', Escape or a click outside", async () => {
    const user = setup();
    const spy = jest.fn();
    render(
      <div>
        <Controlled spy={spy} initial={new Date(2024, 2, 1)} />
        <p>Снаружи</p>
      </div>,
    );
    const toggle = screen.getByRole('button', { name: 'Открыть календарь' });
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: '20 марта 2024' }));
    await user.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(toggle);
    await user.keyboard('{ArrowRight}{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();

    await user.click(toggle);
    await user.click(screen.getByText('Снаружи'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Дата')).toHaveValue('01.03.2024');
  });

  it('disables days outside min and max and keeps the keyboard within them', async () => {
    const user = setup();
    const spy = jest.fn();
    render(<Controlled spy={spy} min={new Date(2024, 2, 10)} max={new Date(2024, 2, 14)} />);
    await user.click(screen.getByRole('button', { name: 'Открыть календарь' }));
    expect(screen.getByRole('button', { name: '9 марта 2024' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: '10 марта 2024' })).not.toHaveAttribute('aria-disabled');
    await user.click(screen.getByRole('button', { name: '15 марта 2024' }));
    expect(screen.getByRole('button', { name: 'Выбрать' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '12 марта 2024' }));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: '14 марта 2024' })).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Год' })).toHaveDisplayValue('2024');
    expect(within(screen.getByRole('combobox', { name: 'Год' })).getAllByRole('option')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Следующий месяц' })).toBeDisabled();
  });

  it('switches month and year from the selects and arrows, down to January 1900', async () => {
    const user = setup();
    render(<Controlled />);
    await user.click(screen.getByRole('button', { name: 'Открыть календарь' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Год' }), '1900');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Месяц' }), 'Февраль');
    expect(screen.getByRole('button', { name: '12 февраля 1900' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Предыдущий месяц' }));
    expect(screen.getByRole('combobox', { name: 'Месяц' })).toHaveDisplayValue('Январь');
    expect(screen.getByRole('button', { name: 'Предыдущий месяц' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Следующий месяц' }));
    expect(screen.getByRole('combobox', { name: 'Месяц' })).toHaveDisplayValue('Февраль');
  });

  it('keeps Tab inside the phone sheet, which is modal', async () => {
    const user = setup();
    render(<Controlled mobile />);
    await user.click(screen.getByRole('button', { name: 'Открыть календарь' }));
    const sheet = screen.getByRole('dialog', { name: 'Выбор даты' });
    expect(sheet).toHaveAttribute('aria-modal', 'true');
    for (let i = 0; i < 60; i += 1) {
      await user.tab();
      expect(sheet).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(sheet).toContainElement(document.activeElement as HTMLElement);
  });

  it('with time: HH:mm DD.MM.YYYY, hours and 5-minute steps', async () => {
    const user = setup();
    const spy = jest.fn();
    render(<Controlled spy={spy} withTime />);
    const input = screen.getByLabelText('Дата');
    await user.type(input, '093012032024');
    expect(input).toHaveValue('09:30 12.03.2024');
    expect(spy).toHaveBeenLastCalledWith(new Date(2024, 2, 12, 9, 30));

    await user.click(screen.getByRole('button', { name: 'Открыть календарь' }));
    const dialog = screen.getByRole('dialog', { name: 'Выбор даты и времени' });
    const minutes = within(dialog).getByRole('combobox', { name: 'Минуты' });
    expect(within(minutes).getAllByRole('option').map((o) => o.textContent)).toEqual([
      '00', '05', '10', '15', '20', '25', '30', '35', '40', '45', '50', '55',
    ]);
    expect(minutes).toHaveDisplayValue('30');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Часы' }), '14');
    await user.selectOptions(minutes, '35');
    await user.click(within(dialog).getByRole('button', { name: '15 марта 2024' }));
    await user.click(within(dialog).getByRole('button', { name: 'Выбрать' }));
    expect(spy).toHaveBeenLastCalledWith(new Date(2024, 2, 15, 14, 35));
    expect(input).toHaveValue('14:35 15.03.2024');
  });

  it('becomes a full-width sheet below 600 px', async () => {
    const user = setup();
    const matchMedia = jest.fn((query: string) => ({
      matches: query.includes('max-width: 599'),
      media: query,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    }));
    Object.defineProperty(window, 'matchMedia', { configurable: true, value: matchMedia });
    try {
      render(<Controlled />);
      await user.click(screen.getByRole('button', { name: 'Открыть календарь' }));
      const dialog = screen.getByRole('dialog', { name: 'Выбор даты' });
      expect(dialog).toHaveAttribute('data-variant', 'sheet');
      expect(dialog).toHaveAttribute('aria-modal', 'true');
      expect(matchMedia).toHaveBeenCalledWith('(max-width: 599.98px)');
    } finally {
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });

  it('is a popover on wider screens', async () => {
    const user = setup();
    render(<Controlled mobile={false} />);
    await user.click(screen.getByRole('button', { name: 'Открыть календарь' }));
    expect(screen.getByRole('dialog')).toHaveAttribute('data-variant', 'popover');
    expect(screen.getByRole('dialog')).not.toHaveAttribute('aria-modal');
  });
});
