import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Select, type SelectProps } from '@/components/ui/select';
import type { SelectOption } from '@/components/ui/select-option';

const cities: SelectOption[] = [
  { id: 1, name: 'Москва' },
  { id: 2, name: 'Казань' },
  { id: 3, name: 'Самара' },
];

function Controlled(props: Partial<SelectProps> & { onPicked?: (id: SelectOption['id']) => void }) {
  const { onPicked, ...rest } = props;
  const [value, setValue] = useState<SelectOption['id'] | null>(null);
  return (
    <>
      <Select
        label="Город"
        placeholder="Выберите город"
        options={cities}
        value={value}
        onChange={(id) => {
          setValue(id);
          onPicked?.(id);
        }}
        {...rest}
      />
      <button type="button">Снаружи</button>
    </>
  );
}

describe('Select', () => {
  it('is a labelled combobox showing the placeholder, then the chosen name', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const combobox = screen.getByRole('combobox', { name: 'Город' });
    expect(combobox).toHaveTextContent('Выберите город');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');

    await user.click(combobox);
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Город' });
    expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['Москва', 'Казань', 'Самара']);

    await user.click(screen.getByRole('option', { name: 'Казань' }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(combobox).toHaveTextContent('Казань');
    expect(combobox).toHaveFocus();
  });

  it("says 'Список пуст' when there are no options", async () => {
    const user = userEvent.setup();
    render(<Controlled options={[]} />);
    await user.click(screen.getByRole('combobox', { name: 'Город' }));
    expect(screen.getByText('Список пуст')).toBeInTheDocument();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('chooses with ArrowDown/ArrowUp and Enter, highlighting through aria-activedescendant', async () => {
    const user = userEvent.setup();
    const onPicked = jest.fn();
    render(<Controlled onPicked={onPicked} />);
    const combobox = screen.getByRole('combobox', { name: 'Город' });
    await user.tab();
    expect(combobox).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    const active = () => document.getElementById(combobox.getAttribute('aria-activedescendant') ?? '');
    expect(active()).toHaveTextContent('Москва');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(active()).toHaveTextContent('Самара');
    await user.keyboard('{ArrowUp}');
    expect(active()).toHaveTextContent('Казань');
    await user.keyboard('{Enter}');
    expect(onPicked).toHaveBeenCalledWith(2);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(combobox).toHaveTextContent('Казань');

    // Reopening highlights the chosen option and marks it selected.
    await user.keyboard('{ArrowDown}');
    expect(active()).toHaveTextContent('Казань');
    expect(screen.getByRole('option', { name: 'Казань', selected: true })).toBeInTheDocument();
  });

  it('opens on Space and Enter, closes on Escape without choosing', async () => {
    const user = userEvent.setup();
    const onPicked = jest.fn();
    render(<Controlled onPicked={onPicked} />);
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onPicked).not.toHaveBeenCalled();
  });

  it('closes on an outside click and on Tab', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const combobox = screen.getByRole('combobox', { name: 'Город' });
    await user.click(combobox);
    await user.click(screen.getByRole('button', { name: 'Снаружи' }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.click(combobox);
    await user.tab();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Снаружи' })).toHaveFocus();
  });

  it("filters as you type when searchable and says 'Не найдено' without a match", async () => {
    const user = userEvent.setup();
    const onPicked = jest.fn();
    render(<Controlled searchable onPicked={onPicked} />);
    const input = screen.getByRole('combobox', { name: 'Город' });
    await user.type(input, 'са');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Самара']);
    await user.type(input, 'х');
    expect(screen.getByText('Не найдено')).toBeInTheDocument();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();

    await user.clear(input);
    await user.type(input, 'КАЗ');
    await user.keyboard('{Enter}');
    expect(onPicked).toHaveBeenCalledWith(2);
    expect(input).toHaveValue('Казань');
  });

  it('renders at most 1000 options', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 1200 }, (_, i) => ({ id: i, name: `Товар ${i}` }));
    render(<Select label="Товар" options={many} value={null} onChange={() => {}} />);
    await user.click(screen.getByRole('combobox', { name: 'Товар' }));
    expect(screen.getAllByRole('option')).toHaveLength(1000);
  });

  it('shows an option icon image', async () => {
    const user = userEvent.setup();
    render(
      <Select label="Иконка" options={[{ id: 'a', name: 'Звезда', url: '/star.svg' }]} value="a" onChange={() => {}} />,
    );
    const combobox = screen.getByRole('combobox', { name: 'Иконка' });
    expect(combobox.querySelector('img')).toHaveAttribute('src', '/star.svg');
    await user.click(combobox);
    expect(screen.getByRole('option', { name: 'Звезда' })).toBeInTheDocument();
  });

  it('does not open while disabled', async () => {
    const user = userEvent.setup();
    render(<Controlled disabled />);
    const combobox = screen.getByRole('combobox', { name: 'Город' });
    expect(combobox).toHaveAttribute('aria-disabled', 'true');
    await user.click(combobox);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('links the error to the combobox', () => {
    render(<Controlled error="Обязательное поле" />);
    const combobox = screen.getByRole('combobox', { name: 'Город' });
    expect(combobox).toHaveAttribute('aria-invalid', 'true');
    expect(combobox).toHaveAccessibleDescription('Обязательное поле');
  });

  it('works with react-hook-form Controller', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    function Form() {
      const { control, handleSubmit } = useForm<{ city: number | null }>({ defaultValues: { city: 3 } });
      return (
        <form onSubmit={handleSubmit(onSubmit)}>
          <Controller
            control={control}
            name="city"
            render={({ field }) => (
              <Select
                label="Город"
                options={cities}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
          <button type="submit">Сохранить</button>
        </form>
      );
    }
    render(<Form />);
    const combobox = screen.getByRole('combobox', { name: 'Город' });
    expect(combobox).toHaveTextContent('Самара');
    await user.click(combobox);
    await user.click(screen.getByRole('option', { name: 'Москва' }));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(onSubmit).toHaveBeenCalledWith({ city: 1 }, expect.anything());
  });
});
