import type { Metadata } from 'next';
import { OnboardingWizard } from '@/components/onboarding/onboarding-wizard';
import { ApiError } from '@/lib/api/api-error';
import type { ApplicationMain } from '@/lib/application/api';
import type { OnboardingProfile } from '@/lib/onboarding/api';
import { requireSession } from '@/lib/server/session/require-session';
import { loadUpstream } from '@/lib/server/upstream/server-api';

export const metadata: Metadata = { title: 'Начало работы' };

/** The app is created with the company: before step 1 is saved there is none to load. */
async function loadApplication(hasCompany: boolean): Promise<ApplicationMain | null> {
  if (!hasCompany) return null;
  try {
    return (await loadUpstream<{ data: ApplicationMain }>('chief/application')).data;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 422)) return null;
    throw error;
  }
}

/** The onboarding wizard (§2 Start-screen layout), resumed at the saved step. */
export default async function StartPage() {
  const session = await requireSession('start');
  const { data: profile } = await loadUpstream<{ data: OnboardingProfile }>('chief/profile/me');
  const application = await loadApplication(!!profile.company);
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
