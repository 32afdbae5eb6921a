'use client';

import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { logout } from '@/lib/auth/api';
import { applicationApi, type AppColors, type ApplicationMain } from '@/lib/application/api';
import { ONBOARDING_DONE, onboardingApi, type CompanyDetails, type OnboardingProfile } from '@/lib/onboarding/api';
import { hardNavigate } from '@/lib/auth/hard-navigate';
import { paths } from '@/lib/paths';
import { formatPhone, phoneDigits } from '@/lib/format/phone';
import type { AppFormValues, AuthFormValues, CompanyFormValues } from '@/lib/onboarding/validation';
import { AppStep } from './app-step';
import { AuthStep } from './auth-step';
import { CompanyStep } from './company-step';
import { ReviewStep } from './review-step';
import { StepProgress } from './step-progress';
import { LAST_STEP, STEPS, stepIndexOf, stepValue } from './steps';
import styles from './onboarding.module.css';

/** Colours offered until the company picks its own. */
const STARTER_COLORS: AppColors = {
  primary: '#2F6FEB',
  secondary: '#F2994A',
  icon: '#FFFFFF',
  background1: '#FFFFFF',
  background2: '#F3F5F9',
  text: '#1F2430',
  gradient1: '#2F6FEB',
  gradient2: '#6FA8FF',
};

interface Drafts {
  company?: CompanyFormValues;
  app?: AppFormValues;
  auth?: AuthFormValues;
}

export interface OnboardingWizardProps {
  /** The saved step ('1' … '4'); the guard has already put it into the URL. */
  step: string | null;
  profile: OnboardingProfile;
  /** Null until the company exists. */
  application: ApplicationMain | null;
}

function companyValues(company: CompanyDetails | null, profile: OnboardingProfile): CompanyFormValues {
  return {
    name: company?.name ?? '',
    legalName: company?.legalName ?? '',
    inn: company?.inn ?? '',
    city: company?.city ?? '',
    address: company?.address ?? '',
    // A new company's contacts start as the user's own.
    email: company?.email || profile.email,
    phone: formatPhone(company?.phone || profile.phone),
  };
}

function appValues(app: ApplicationMain | null, company: CompanyDetails | null): AppFormValues {
  if (app) {
    return {
      companyName: app.companyName,
      iconName: app.iconName,
      splashScreenText: app.splashScreenText ?? '',
      colors: { ...STARTER_COLORS, ...app.colors },
    };
  }
  const name = company?.name ?? '';
  return { companyName: name, iconName: name.slice(0, 30), splashScreenText: '', colors: STARTER_COLORS };
}

/**
 * The start screen (§2, §4): steps a new company needs before its app can be built. Every
 * step saves its data, then PUT profile/step, so a user who leaves comes back to the same step.
 */
export function OnboardingWizard({ step, profile, application }: OnboardingWizardProps) {
  const initial = stepIndexOf(step);
  const [current, setCurrent] = useState(initial);
  const [reached, setReached] = useState(initial);
  const [company, setCompany] = useState(profile.company);
  const [app, setApp] = useState(application);
  const [leaving, setLeaving] = useState(false);
  // A step's unsaved values, handed over when it unmounts, so going back and forth keeps them.
  const [drafts, setDrafts] = useState<Drafts>({});
  const headingRef = useRef<HTMLHeadingElement>(null);

  const show = (index: number) => {
    setCurrent(index);
    // The guard sends a reload to the saved step, whatever this says; it is for the history entry.
    window.history.replaceState(null, '', paths.startScreen(stepValue(index)));
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  /** After a step's data is saved: record the progress once, then go on. */
  const advance = async (from: number) => {
    const next = from + 1;
    if (next > reached) {
      await onboardingApi.saveStep(stepValue(next));
      setReached(next);
    }
    show(next);
  };

  const saveCompany = async (values: CompanyFormValues) => {
    setCompany(await onboardingApi.updateCompany({ ...values, phone: phoneDigits(values.phone) }));
    await advance(0);
  };

  const saveApp = async (values: AppFormValues) => {
    setApp(await applicationApi.updateMain(values));
    await advance(1);
  };

  const saveAuth = async (values: AuthFormValues) => {
    setApp(await applicationApi.updateAuth(values));
    await advance(2);
  };

  const finish = async () => {
    await onboardingApi.saveStep(ONBOARDING_DONE);
    // A full load: the home page's layout reads the session the step call just renewed.
    hardNavigate(paths.home);
  };

  const savedCompany = companyValues(company, profile);
  const savedApp = appValues(app, company);
  const savedAuth: AuthFormValues = { authType: app?.authType ?? 'phone', twoFactor: app?.twoFactor ?? false };
  const meta = STEPS[current]!;

  return (
    <section className={styles.wizard} aria-labelledby="start-title">
      <div className={styles.intro}>
        <div className={styles.introText}>
          <h1 id="start-title" className={styles.title}>
            Настройка приложения
          </h1>
          <p className={styles.muted}>
            {profile.name ? `${profile.name}, з` : 'З'}аполните несколько шагов — они нужны, чтобы собрать мобильное
            приложение вашей компании.
          </p>
        </div>
        <Button
          variant="secondary"
          pending={leaving}
          onClick={() => {
            setLeaving(true);
            void logout(false);
          }}
        >
          Выйти
        </Button>
      </div>
      <StepProgress current={current} reached={reached} onSelect={show} />
      <div className={styles.card}>
        <h2 className={styles.stepHeading} ref={headingRef} tabIndex={-1}>
          {meta.heading}
        </h2>
        <p className={styles.lead}>{meta.lead}</p>
        {meta.key === 'company' && (
          <CompanyStep
            defaults={drafts.company ?? savedCompany}
            onSave={saveCompany}
            onDraft={(values) => setDrafts((all) => ({ ...all, company: values }))}
          />
        )}
        {meta.key === 'app' && (
          <AppStep
            defaults={drafts.app ?? savedApp}
            onSave={saveApp}
            onBack={() => show(0)}
            onDraft={(values) => setDrafts((all) => ({ ...all, app: values }))}
          />
        )}
        {meta.key === 'auth' && (
          <AuthStep
            defaults={drafts.auth ?? savedAuth}
            onSave={saveAuth}
            onBack={() => show(1)}
            onDraft={(values) => setDrafts((all) => ({ ...all, auth: values }))}
          />
        )}
        {meta.key === 'review' && (
          <ReviewStep
            company={savedCompany}
            app={savedApp}
            auth={savedAuth}
            onEdit={show}
            onBack={() => show(LAST_STEP - 1)}
            onFinish={finish}
          />
        )}
      </div>
    </section>
  );
}
