import type { Metadata } from 'next';
import { RegistrationForm } from '@/components/auth/registration-form';

export const metadata: Metadata = { title: 'Регистрация' };

export default function RegistryPage() {
  return <RegistrationForm />;
}
