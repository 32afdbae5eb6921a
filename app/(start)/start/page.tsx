import type { Metadata } from 'next';
import { OnboardingWizard } from '@/components/onboarding/onboarding-wizard';
import { getApplicationIfCreated } from '@/lib/application/server';
import { getOnboardingProfile } from '@/lib/onboarding/server';
import { requireSession } from '@/lib/server/session/require-session';

export const metadata: Metadata = { title: 'Начало работы' };

/** The onboarding wizard (§2 Start-screen layout), resumed at the saved step. */
export default async function StartPage() {
  const session = await requireSession('start');
  const profile = await getOnboardingProfile();
  const application = await getApplicationIfCreated(!!profile.company);
  return (
    <OnboardingWizard
      // The upstream's step decides; the wizard brings the URL (the session's step, put there by
      // the guard) and the session in line with it when they lag behind.
      step={profile.step ?? session.user.step}
      profile={profile}
      application={application}
    />
  );
}
