'use client';

import { useAppForm } from '@/components/form/use-app-form';
import { TextField } from '@/components/ui/text-field';
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
  const {
    register,
    formState: { errors },
  } = form;
  useReportDirty('iosContacts', form.unsaved);

  return (
    <SettingsCard
      title="Контакты для App Store"
      description="Кто отвечает за приложение: эти данные видит Apple при проверке"
      form={form}
    >
      <div className={styles.grid}>
        <TextField label="Контактное лицо" registration={register('name')} error={errors.name?.message} />
        <TextField label="Адрес" registration={register('address')} error={errors.address?.message} />
        <TextField label="E-mail" type="email" registration={register('email')} error={errors.email?.message} />
        <TextField label="Телефон" type="tel" registration={register('phone')} error={errors.phone?.message} />
        <TextField
          className={styles.wide}
          label="Авторское право"
          placeholder="© 2026 ООО «Компания»"
          registration={register('copyright')}
          error={errors.copyright?.message}
        />
      </div>
    </SettingsCard>
  );
}
