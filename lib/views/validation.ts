import { boolean, object, string } from 'yup';
import { VIEW_NAME_MAX, VIEW_TEXTS } from './types';

/** «Сохранить вид»: loaded only when the popup first validates. */
export const saveViewSchema = object({
  name: string().trim().required(VIEW_TEXTS.nameRequired).max(VIEW_NAME_MAX, VIEW_TEXTS.nameTooLong),
  shared: boolean().default(false),
});
