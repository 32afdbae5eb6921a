import type { Metadata } from 'next';
import { PasswordUpdateForm } from '@/components/auth/password-update-form';

export const metadata: Metadata = { title: 'Новый пароль' };

interface Props {
  searchParams: Promise<{ token?: string | string[] }>;
}

/** The reset link from the e-mail lands here with its token in the query. */
export default async function PasswordUpdatePage({ searchParams }: Props) {
  const { token } = await searchParams;
  return <PasswordUpdateForm token={typeof token === 'string' ? token.trim() : ''} />;
}
