import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { MultiSelect, type MultiSelectProps } from '@/components/ui/multi-select';
import type { SelectOption } from '@/components/ui/select-option';

const statuses: SelectOption[] = [
  { id: 'new', name: 'Новый' },
  { id: 'paid', name: 'Оплачен' },
  { id: 'done', name: 'Выполнен' },
];

function Controlled(props: Partial<MultiSelectProps> & { initial?: SelectOption['id'][] }) {
  const { initial = [], ...rest } = props;
  const [value, setValue] = useState<SelectOption['id'][]>(initial);
  return (
    <MultiSelect
      label="Статусы"
      placeholder="Все статусы"
      options={statuses}
      value={value}
      onChange={setValue}
      {...rest}
    />
  );
}

describe('MultiSelect', () => {
  it("shows the placeholder, one chosen name, then 'Выбрано: 2'", async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const combobox = screen.getByRole('combobox', { name: 'Статусы' });
    expect(combobox).toHaveTextContent('Все статусы');

    await user.click(combobox);
    expect(screen.getByRole('listbox', { name: 'Статусы' })).toHaveAttribute('aria-multiselectable', 'true');
    await user.click(screen.getByRole('option', { name: 'Оплачен' }));
    expect(combobox).toHaveTextContent('Оплачен');
    // Choosing keeps the list open.
    await user.click(screen.getByRole('option', { name: 'Новый' }));
    expect(combobox).toHaveTextContent('Выбрано: 2');
    expect(screen.getByRole('option', { name: 'Новый', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Выполнен', selected: false })).toBeInTheDocument();

    await user.click(screen.getByRole('option', { name: 'Оплачен' }));
    expect(combobox).toHaveTextContent('Новый');
  });

  it('toggles with Enter and Space from the keyboard and closes on Escape', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<MultiSelect label="Статусы" options={statuses} value={['done']} onChange={onChange} />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    // Opens on the first chosen option.
    const combobox = screen.getByRole('combobox', { name: 'Статусы' });
    expect(document.getElementById(combobox.getAttribute('aria-activedescendant') ?? '')).toHaveTextContent('Выполнен');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith([], []);
    await user.keyboard('{ArrowUp} ');
    expect(onChange).toHaveBeenLastCalledWith(['done', 'paid'], [statuses[2], statuses[1]]);
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it("counts chosen ids even before their options load: 'Выбрано: 2'", () => {
    render(<Controlled options={[]} initial={[7, 8]} />);
    expect(screen.getByRole('combobox', { name: 'Статусы' })).toHaveTextContent('Выбрано: 2');
  });

  it("filters when searchable: 'Не найдено', 'Список пуст'", async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Controlled searchable />);
    const input = screen.getByRole('combobox', { name: 'Статусы' });
    await user.type(input, 'опл');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Оплачен']);
    await user.keyboard('{Enter}');
    await user.clear(input);
    await user.type(input, 'ъъ');
    expect(screen.getByText('Не найдено')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('Оплачен');
    unmount();

    render(<Controlled options={[]} />);
    await user.click(screen.getByRole('combobox', { name: 'Статусы' }));
    expect(screen.getByText('Список пуст')).toBeInTheDocument();
  });

  it('renders at most 1000 options', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 1500 }, (_, i) => ({ id: i, name: `Клиент ${i}` }));
    render(<MultiSelect label="Клиенты" options={many} value={[]} onChange={() => {}} />);
    await user.click(screen.getByRole('combobox', { name: 'Клиенты' }));
    expect(screen.getAllByRole('option')).toHaveLength(1000);
  });

  it('works with react-hook-form Controller', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    function Form() {
      const { control, handleSubmit } = useForm<{ statuses: SelectOption['id'][] }>({
        defaultValues: { statuses: [] },
      });
      return (
        <form onSubmit={handleSubmit(onSubmit)}>
          <Controller
            control={control}
            name="statuses"
            render={({ field }) => (
              <MultiSelect label="Статусы" options={statuses} value={field.value} onChange={field.onChange} />
            )}
          />
          <button type="submit">Применить</button>
        </form>
      );
    }
    render(<Form />);
    await user.click(screen.getByRole('combobox', { name: 'Статусы' }));
    await user.click(screen.getByRole('option', { name: 'Новый' }));
    await user.click(screen.getByRole('option', { name: 'Выполнен' }));
    await user.click(screen.getByRole('button', { name: 'Применить' }));
    expect(onSubmit).toHaveBeenCalledWith({ statuses: ['new', 'done'] }, expect.anything());
  });
});
