import { object, string, type InferType } from 'yup';
import { CODE_LENGTH } from './rules';
import { messages, required } from '../validation/messages';

/** §5: values are trimmed; the e-mail check is the login one, not the stricter registration pattern. */
export const loginSchema = object({
  email: string().trim().required(required('E-mail')).email(messages.loginEmail),
  password: string().trim().required(required('Пароль')),
});

export type LoginFormValues = InferType<typeof loginSchema>;

/** §5: login submits a code of exactly 5 characters (digits: the field keeps only digits). */
export const codeSchema = object({
  code: string()
    .trim()
    .required(required('Код подтверждения'))
    .matches(new RegExp(`^\\d{${CODE_LENGTH}}$`), { message: messages.codeLength, excludeEmptyString: true }),
});

export type CodeFormValues = InferType<typeof codeSchema>;
