'use client';

import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useIsClient } from '@/components/ui/use-is-client';
import { logout } from '@/lib/auth/api';
import { applicationApi, type AppColors, type ApplicationMain } from '@/lib/application/api';
import { ONBOARDING_DONE, onboardingApi, type CompanyDetails, type OnboardingProfile } from '@/lib/onboarding/api';
import { hardNavigate } from '@/lib/api/hard-navigate';
import { clearOnboardingDraft, readOnboardingDrafts, storeOnboardingDraft, type DraftStep } from '@/lib/onboarding/drafts';
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
  /** The upstream's saved step ('1' … '4'); a URL that names another step is brought in line with it. */
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
  const userId = profile.id;
  // What was typed before a reload, read once hydrated (the server has no sessionStorage); the
  // shown step then remounts with it (its key changes).
  const isClient = useIsClient();
  const [stored, setStored] = useState<{ userId: number; drafts: Drafts } | null>(null);
  if (isClient && stored?.userId !== userId) setStored({ userId, drafts: readOnboardingDrafts(userId) as Drafts });
  const stepKey = stored ? 'restored' : 'server';
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The guard put the session's step into the URL, and the session keeps the step it had when it
  // signed in; the upstream's step (what is shown) moves on in another session, or is reset. The URL
  // follows what is shown, and that step is saved again (the same value: nothing changes upstream)
  // so the BFF renews the session's copy and the next reload is sent here too, not back.
  useEffect(() => {
    const inUrl = new URLSearchParams(window.location.search).get('step');
    const shown = stepValue(initial);
    if (inUrl === null || inUrl === shown) return;
    window.history.replaceState(null, '', paths.startScreen(shown));
    onboardingApi.saveStep(shown).catch(() => {
      // The page is right as it is; only a reload would show the session's step again.
    });
  }, [initial]);

  // A step just saved hands over its values as it unmounts: they are the server's, not a draft.
  const justSaved = useRef<DraftStep | null>(null);
  // Effects run after the left step's unmount: by then the saved step has handed over, if it did.
  useEffect(() => {
    justSaved.current = null;
  }, [current]);

  const keepDraft = <K extends DraftStep>(step: K) => (values: NonNullable<Drafts[K]>) => {
    if (justSaved.current === step) {
      justSaved.current = null;
      return;
    }
    storeOnboardingDraft(userId, step, values);
    setDrafts((all) => ({ ...all, [step]: values }));
  };

  /** A saved step's values are the server's now: its draft goes. */
  const dropDraft = (step: DraftStep) => {
    justSaved.current = step;
    clearOnboardingDraft(userId, step);
    setDrafts((all) => ({ ...all, [step]: undefined }));
    setStored((all) => all && { ...all, drafts: { ...all.drafts, [step]: undefined } });
  };

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
    dropDraft('company');
    await advance(0);
  };

  const saveApp = async (values: AppFormValues) => {
    setApp(await applicationApi.updateMain(values));
    dropDraft('app');
    await advance(1);
  };

  const saveAuth = async (values: AuthFormValues) => {
    setApp(await applicationApi.updateAuth(values));
    dropDraft('auth');
    await advance(2);
  };

  const finish = async () => {
    await onboardingApi.saveStep(ONBOARDING_DONE);
    clearOnboardingDraft(userId);
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
            key={stepKey}
            defaults={drafts.company ?? stored?.drafts.company ?? savedCompany}
            onSave={saveCompany}
            onDraft={keepDraft('company')}
          />
        )}
        {meta.key === 'app' && (
          <AppStep
            key={stepKey}
            defaults={drafts.app ?? stored?.drafts.app ?? savedApp}
            onSave={saveApp}
            onBack={() => show(0)}
            onDraft={keepDraft('app')}
          />
        )}
        {meta.key === 'auth' && (
          <AuthStep
            key={stepKey}
            defaults={drafts.auth ?? stored?.drafts.auth ?? savedAuth}
            onSave={saveAuth}
            onBack={() => show(1)}
            onDraft={keepDraft('auth')}
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
