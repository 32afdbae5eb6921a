import { AppFormView, FormFailure, SubmitButton } from '@/components/form/app-form';
import { useAppForm, type AppFormOptions } from '@/components/form/use-app-form';
import { TextField } from '@/components/ui/text-field';

export interface TwoFieldValues {
  name: string;
  city: string;
}

/** The tests' small form of two fields («Имя», «Город»), built with the screens' one form mechanism. */
export function TwoFieldForm(options: Omit<AppFormOptions<TwoFieldValues>, 'defaultValues'>) {
  const form = useAppForm<TwoFieldValues>({ ...options, defaultValues: { name: '', city: '' } });
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <AppFormView form={form} aria-label="Тестовая форма">
      <TextField label="Имя" registration={register('name')} error={errors.name?.message} />
      <TextField label="Город" registration={register('city')} error={errors.city?.message} />
      <FormFailure />
      <SubmitButton>Сохранить</SubmitButton>
    </AppFormView>
  );
}
