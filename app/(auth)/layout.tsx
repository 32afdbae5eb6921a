import type { ReactNode } from 'react';
import { connection } from 'next/server';
import { AuthShell } from '@/components/auth/auth-shell';

export default async function AuthLayout({ children }: { children: ReactNode }) {
  // Rendered per request: the per-request CSP nonce must reach its scripts (app/layout.tsx).
  await connection();
  return <AuthShell>{children}</AuthShell>;
}
