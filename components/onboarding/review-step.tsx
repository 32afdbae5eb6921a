'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EDIT_TEXT } from '@/components/ui/button-texts';
import { FormError } from '@/components/ui/form-error';
import { callFailureText } from '@/components/auth/auth-errors';
import { APP_COLOR_KEYS, APP_COLOR_LABELS, AUTH_TYPE_NAMES } from '@/lib/application/api';
import type { AppFormValues, AuthFormValues, CompanyFormValues } from '@/lib/onboarding/validation';
import styles from './onboarding.module.css';

export interface ReviewStepProps {
  company: CompanyFormValues;
  app: AppFormValues;
  auth: AuthFormValues;
  /** Opens the step with that index to change it. */
  onEdit: (index: number) => void;
  onBack: () => void;
  /** Marks onboarding done; resolves when the new page is on its way. */
  onFinish: () => Promise<void>;
}

function Section({ title, onEdit, children }: { title: string; onEdit: () => void; children: React.ReactNode }) {
  return (
    <section className={styles.section} aria-label={title}>
      <div className={styles.sectionHead}>
        <h3 className={styles.sectionTitle}>{title}</h3>
        <Button variant="link" onClick={onEdit} aria-label={`${EDIT_TEXT}: ${title.toLowerCase()}`}>
          {EDIT_TEXT}
        </Button>
      </div>
      {children}
    </section>
  );
}

/** Step 4: everything entered, with a way back to each part, and the finish. */
export function ReviewStep({ company, app, auth, onEdit, onBack, onFinish }: ReviewStepProps) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const finish = async () => {
    setError(null);
    setPending(true);
    try {
      await onFinish();
      // Stays pending: the home page is loading.
    } catch (failure) {
      setError(callFailureText(failure));
      setPending(false);
    }
  };

  return (
    <div className={styles.summary}>
      <Section title="Компания" onEdit={() => onEdit(0)}>
        <dl className={styles.facts}>
          <dt>Название</dt>
          <dd>{company.name}</dd>
          <dt>Юридическое название</dt>
          <dd>{company.legalName}</dd>
          <dt>ИНН</dt>
          <dd>{company.inn}</dd>
          <dt>Адрес</dt>
          <dd>{[company.city, company.address].filter(Boolean).join(', ')}</dd>
          <dt>Контакты</dt>
          <dd>{[company.email, company.phone].filter(Boolean).join(', ')}</dd>
        </dl>
      </Section>
      <Section title="Приложение" onEdit={() => onEdit(1)}>
        <dl className={styles.facts}>
          <dt>Название в приложении</dt>
          <dd>{app.companyName}</dd>
          <dt>Подпись под иконкой</dt>
          <dd>{app.iconName}</dd>
          <dt>Текст заставки</dt>
          <dd>{app.splashScreenText || '—'}</dd>
          <dt>Цвета темы</dt>
          <dd>
            <ul className={styles.swatches}>
              {APP_COLOR_KEYS.map((key) => (
                <li key={key} className={styles.swatch}>
                  <span className={styles.chip} style={{ background: app.colors[key] }} aria-hidden="true" />
                  {`${APP_COLOR_LABELS[key]}: ${app.colors[key]}`}
                </li>
              ))}
            </ul>
          </dd>
        </dl>
      </Section>
      <Section title="Авторизация" onEdit={() => onEdit(2)}>
        <dl className={styles.facts}>
          <dt>Тип авторизации</dt>
          <dd>{AUTH_TYPE_NAMES[auth.authType]}</dd>
          <dt>Двухфакторная авторизация</dt>
          <dd>{auth.twoFactor ? 'Включена' : 'Выключена'}</dd>
        </dl>
      </Section>
      <FormError>{error}</FormError>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onBack} disabled={pending}>
          Назад
        </Button>
        <Button onClick={finish} pending={pending}>
          Завершить настройку
        </Button>
      </div>
    </div>
  );
}
