import { date, object, string, type InferType } from 'yup';
import { CUSTOMER_STATUSES, type Customer, type CustomerPayload, type CustomerStatus } from './api';
import { formatPhone, toApiDate, toDate } from '../format/format';
import { messages, required } from '../validation/messages';
import { patterns } from '../validation/patterns';

/** Not in the specification's catalogue; worded after its style. */
export const customerMessages = {
  nameLength: 'ФИО должно быть не длиннее 100 символов',
  birthday: 'Проверьте дату рождения',
  commentLength: 'Комментарий должен быть не длиннее 500 символов',
} as const;

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
    .typeError(customerMessages.birthday)
    .test('past', customerMessages.birthday, (value) => !value || value.getTime() <= Date.now()),
  status: string<CustomerStatus>().oneOf(CUSTOMER_STATUSES).required(required('Статус')),
  comment: string().trim().default('').max(500, customerMessages.commentLength),
});

export type CustomerFormValues = InferType<typeof customerSchema>;

export function customerFormValues(customer: Customer): CustomerFormValues {
  return {
    name: customer.name,
    phone: formatPhone(customer.phone),
    email: customer.email ?? '',
    birthday: toDate(customer.birthday),
    status: customer.status,
    comment: customer.comment ?? '',
  };
}

export function toCustomerPayload(values: CustomerFormValues): CustomerPayload {
  return {
    name: values.name.trim(),
    phone: values.phone.replace(/\D/g, ''),
    email: values.email.trim(),
    birthday: toApiDate(values.birthday) || null,
    status: values.status,
    comment: values.comment.trim(),
  };
}
