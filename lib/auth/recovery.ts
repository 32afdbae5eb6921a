import { object, type InferType } from 'yup';
import { loginSchema } from './login';
import { passwordRule, repeatPasswordRule } from './registration';

/** §5: the recovery e-mail has the same two rules as login's. */
export const recoverySchema = loginSchema.pick(['email']);

export type RecoveryFormValues = InferType<typeof recoverySchema>;

/** The new password follows the registration rules (§5). */
export const passwordUpdateSchema = object({
  password: passwordRule('Новый пароль'),
  passwordConfirmation: repeatPasswordRule('password'),
});

export type PasswordUpdateFormValues = InferType<typeof passwordUpdateSchema>;
