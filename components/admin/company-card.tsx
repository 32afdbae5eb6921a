'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { LazyConfirmPopup } from '@/components/ui/lazy-confirm-popup';
import { Select } from '@/components/ui/select';
import { useToast } from '@/components/ui/toast';
import { replaceReducer, useRouteData } from '@/components/ui/use-route-data';
import { adminApi, type CompanyPatch } from '@/lib/admin/api';
import { APP_STATE_LABELS, APP_STATES, type AdminCompanyCard, type AppState } from '@/lib/admin/types';
import { ApiError, GENERIC_ERROR } from '@/lib/api/api-error';
import { quoted } from '@/lib/format/quote';
import { paths } from '@/lib/paths';
import { AppStateBadge } from './app-state-badge';
import { CompanyFacts } from './company-facts';
import { CompanyUsers } from './company-users';
import styles from './admin.module.css';

const STATE_OPTIONS = APP_STATES.map((state) => ({ id: state, name: APP_STATE_LABELS[state] }));

/** What a confirmation popup is asking about. */
type Pending = { patch: CompanyPatch; message: string; confirmText: string } | null;

/** §2 /admin/companies/{id}: the company loaded on the server, with activity and app-state actions (then the route is revalidated). */
export function CompanyCard({ company: serverCompany }: { company: AdminCompanyCard }) {
  const { notify } = useToast();
  const { data: company, saveThen } = useRouteData(serverCompany, replaceReducer<AdminCompanyCard>);
  const [confirm, setConfirm] = useState<Pending>(null);
  const [saving, setSaving] = useState(false);
  const [confirmError, setConfirmError] = useState<string | null>(null);

  const save = async (patch: CompanyPatch, success: string): Promise<boolean> => {
    setSaving(true);
    try {
      await saveThen(() => adminApi.updateCompany(company.id, patch), (saved) => saved);
      notify({ tone: 'success', text: success });
      return true;
    } catch (error) {
      const text = error instanceof ApiError ? error.error : GENERIC_ERROR;
      if (confirm) setConfirmError(text);
      else notify({ tone: 'error', text });
      return false;
    } finally {
      setSaving(false);
    }
  };

  const toggleActive = () => {
    if (company.isActive) {
      setConfirm({
        patch: { isActive: false },
        message: `Деактивировать компанию ${quoted(company.name)}? Её приложение и кабинет перестанут работать.`,
        confirmText: 'Да, деактивировать',
      });
    } else void save({ isActive: true }, 'Компания активирована');
  };

  const changeState = (state: AppState) => {
    if (state === company.appState) return;
    if (state === 'rejected') {
      setConfirm({
        patch: { appState: state },
        message: `Отклонить приложение компании ${quoted(company.name)}?`,
        confirmText: 'Да, отклонить',
      });
    } else void save({ appState: state }, 'Статус приложения изменён');
  };

  const onConfirm = async () => {
    if (!confirm) return;
    const success = 'isActive' in confirm.patch ? 'Компания деактивирована' : 'Статус приложения изменён';
    if (await save(confirm.patch, success)) setConfirm(null);
  };

  return (
    <section className={styles.page} aria-labelledby="company-title">
      <IntentLink href={paths.adminCompanies} className={styles.back}>
        ← Ко всем компаниям
      </IntentLink>
      <header className={styles.titleRow}>
        <h1 id="company-title">{company.name}</h1>
        <span className={`${styles.badge} ${company.isActive ? styles.good : styles.bad}`}>
          {company.isActive ? 'Активна' : 'Не активна'}
        </span>
        {company.appState && <AppStateBadge state={company.appState} />}
      </header>
      <div className={styles.actions}>
        <Select
          label="Статус приложения"
          options={STATE_OPTIONS}
          value={company.appState ?? null}
          disabled={saving}
          onChange={changeState}
        />
        <Button variant={company.isActive ? 'secondary' : 'primary'} pending={saving && !confirm} onClick={toggleActive}>
          {company.isActive ? 'Деактивировать компанию' : 'Активировать компанию'}
        </Button>
      </div>
      <div className={styles.cards}>
        <CompanyFacts company={company} />
        <CompanyUsers users={company.users} />
      </div>
      <LazyConfirmPopup
        open={confirm !== null}
        message={confirm?.message}
        confirmText={confirm?.confirmText}
        pending={saving}
        error={confirmError}
        onCancel={() => {
          setConfirm(null);
          setConfirmError(null);
        }}
        onConfirm={() => void onConfirm()}
      />
    </section>
  );
}
