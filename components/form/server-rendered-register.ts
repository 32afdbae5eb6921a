import { get, type FieldValues, type UseFormRegister, type UseFormReturn } from 'react-hook-form';

/**
 * react-hook-form's `register` with the field's value in the server's HTML: react-hook-form writes
 * an uncontrolled field's value only from its ref, once the page's script has run, so a card
 * painted its text fields empty until then. Here the value is also the field's `defaultValue`
 * (`defaultChecked` for a checkbox). What is typed into such a field before the script runs is
 * kept by react-hook-form ("edited before ready").
 */
export function serverRenderedRegister<V extends FieldValues>(form: UseFormReturn<V>): UseFormRegister<V> {
  return (name, options) => ({ ...form.register(name, options), ...initialAttributes(get(form.formState.defaultValues, name)) });
}

/** The attribute that shows a value in the server's HTML. */
function initialAttributes(value: unknown): { defaultValue?: string; defaultChecked?: boolean } {
  if (typeof value === 'boolean') return { defaultChecked: value };
  if (typeof value === 'string' || typeof value === 'number') return { defaultValue: String(value) };
  return {};
}
