import type { Metadata } from 'next';
import { LogoutButton } from '@/components/layout/logout-button';
import { requireSession } from '@/lib/require-session';

export const metadata: Metadata = { title: 'Начало работы' };

/** Onboarding entry; the step-by-step wizard itself is built in the onboarding issue. */
export default async function StartPage() {
  const session = await requireSession('start');
  return (
    <section aria-labelledby="start-title">
      <h1 id="start-title">Настройка приложения</h1>
      <p>
        {session.user.name ? `${session.user.name}, в` : 'В'}аша компания ещё не завершила настройку. Текущий шаг:{' '}
        <strong>{session.user.step ?? '1'}</strong>.
      </p>
      <LogoutButton isAdmin={false} />
    </section>
  );
}
