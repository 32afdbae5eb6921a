import type { Customer, CustomerPayload } from './api';
import type { CustomerFormValues } from './validation';
import { formatPhone, toApiDate, toDate } from '../format/format';
import { dateFormatMessage } from '../format/invalid-date';

// The client card form's values, payload and messages, without yup: the form loads its schema
// (./validation) only when it first validates.

/** Not in the specification's catalogue; worded after its style. */
export const customerMessages = {
  nameLength: 'ФИО должно быть не длиннее 100 символов',
  birthday: 'Проверьте дату рождения',
  /** Text that is not a date: the words the date field itself (and the filters) say at once. */
  birthdayFormat: dateFormatMessage(),
  commentLength: 'Комментарий должен быть не длиннее 500 символов',
} as const;

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
