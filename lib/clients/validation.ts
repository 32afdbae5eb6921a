import { date, object, string, type InferType } from 'yup';
import { CUSTOMER_STATUSES, type CustomerStatus } from './api';
import { customerMessages } from './form-rules';
import { messages, required } from '../validation/messages';
import { patterns } from '../validation/patterns';

/** The editable fields of a client card (PUT customers/{id}). */
export const customerSchema = object({
  name: string()
    .trim()
    .required(required('ФИО'))
    .max(100, customerMessages.nameLength)
    .test('not-email', messages.nameIsEmail, (value) => !value || !value.includes('@')),
  phone: string()
    .trim()
    .required(required('Телефон'))
    .matches(patterns.phone, { message: messages.phone, excludeEmptyString: true }),
  email: string().trim().default('').matches(patterns.email, { message: messages.email, excludeEmptyString: true }),
  birthday: date()
    .nullable()
    .default(null)
    .typeError(customerMessages.birthdayFormat)
    .test('past', customerMessages.birthday, (value) => !value || value.getTime() <= Date.now()),
  status: string<CustomerStatus>().oneOf(CUSTOMER_STATUSES).required(required('Статус')),
  comment: string().trim().default('').max(500, customerMessages.commentLength),
});

export type CustomerFormValues = InferType<typeof customerSchema>;
