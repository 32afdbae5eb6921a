'use client';

import { Field } from '@/components/form/field';
import { useAppForm } from '@/components/form/use-app-form';
import { applicationApi, type ApplicationMain } from '@/lib/application/api';
import { iosContactsValues } from '@/lib/application/forms';
import type { IosContactsFormValues } from '@/lib/application/validation';
import { useReportDirty } from './dirty-registry';
import { SettingsCard } from './settings-card';
import styles from './app-settings.module.css';

const loadIosContactsSchema = () => import('@/lib/application/validation').then((m) => m.iosContactsSchema);

const FIELDS = ['name', 'address', 'email', 'phone', 'copyright'] as const;

/** §3 iOS contacts for the App Store review (PUT application/ios/contacts). */
export function IosContactsCard({ app, onSaved }: { app: ApplicationMain; onSaved: (app: ApplicationMain) => void }) {
  const form = useAppForm<IosContactsFormValues>({
    schema: loadIosContactsSchema,
    defaultValues: iosContactsValues(app),
    serverFields: FIELDS,
    successText: 'Изменения сохранены',
    guard: 'none',
    submit: async (values) => {
      const saved = await applicationApi.updateIosContacts(values);
      onSaved(saved);
      return iosContactsValues(saved);
    },
  });
  useReportDirty('iosContacts', form.unsaved);

  return (
    <SettingsCard
      title="Контакты для App Store"
      description="Кто отвечает за приложение: эти данные видит Apple при проверке"
      form={form}
    >
      <div className={styles.grid}>
        <Field label="Контактное лицо" name="name" />
        <Field label="Адрес" name="address" />
        <Field label="E-mail" type="email" name="email" />
        <Field label="Телефон" type="tel" name="phone" />
        <Field
          className={styles.wide}
          label="Авторское право"
          placeholder="© 2026 ООО «Компания»"
          name="copyright"
        />
      </div>
    </SettingsCard>
  );
}
