import type { Customer, CustomerPayload } from './api';
import type { CustomerFormValues } from './validation';
import { formatPhone, toApiDate, toDate } from '../format/format';

export { customerMessages } from './form-rules';

// The client card form's values, payload and messages, without yup: the form loads its schema
// (./validation) only when it first validates.

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
