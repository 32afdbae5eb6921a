import type { Metadata } from 'next';
import { LoginForm } from '@/components/auth/login-form';

export const metadata: Metadata = { title: 'Вход для администратора' };

export default function AdminLoginPage() {
  return <LoginForm variant="admin" />;
}
