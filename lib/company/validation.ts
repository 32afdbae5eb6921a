import { object, string } from 'yup';
import { required } from '../validation/messages';

/** 'Создать раздел' (the side menu's popup): loaded only when the popup first validates. */
export const sectionSchema = object({
  title: string().test('required', required('Название'), (value) => !!value?.trim()),
});
