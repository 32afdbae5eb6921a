import { Controller } from 'react-hook-form';
import { AppFormView, SubmitButton } from '@/components/form/app-form';
import { useAppForm } from '@/components/form/use-app-form';
import { TextField } from '@/components/ui/text-field';

export interface Values {
  name: string;
  city: string;
  vip: boolean;
}

export const record: Values = { name: 'Анна Смирнова', city: 'Казань', vip: false };
/** What the card's icon button does: a mock the test reads. */
export const removed = jest.fn();
/** What the card saves: a mock the test reads. */
export const submit = jest.fn(async (values: Values) => void values);

/** A card with a registered field, a controlled one (a Controller, as the pickers are) and a checkbox. */
export function Card() {
  const form = useAppForm<Values>({ schema: async (values: Values) => ({ values, errors: {} }), defaultValues: record, submit });
  return (
    <AppFormView form={form} aria-label="Клиент">
      <TextField label="ФИО" registration={form.register('name')} />
      <Controller
        control={form.control}
        name="city"
        render={({ field }) => <TextField label="Город" name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />}
      />
      <label>
        <input type="checkbox" {...form.register('vip')} /> VIP
      </label>
      <p data-testid="unsaved">{String(form.unsaved)}</p>
      <p data-testid="city">{form.watch('city')}</p>
      <button type="button" aria-label="Удалить фото" onClick={() => removed()}>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
      <SubmitButton>Сохранить</SubmitButton>
    </AppFormView>
  );
}

