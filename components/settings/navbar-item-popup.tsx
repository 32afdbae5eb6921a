'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { SAVE_CHANGES_TEXT } from '@/components/ui/button-texts';
import { FormError } from '@/components/ui/form-error';
import { Popup } from '@/components/ui/popup';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { settingsApi, type NavbarItem } from '@/lib/api/settings';
import { NAVBAR_ICON_OPTIONS } from '@/lib/settings-options';
import { navbarItemFormValues, navbarItemSchema, type NavbarItemFormValues } from '@/lib/validation/settings';
import { NavbarIcon } from './navbar-icon';
import { showServerErrors } from './server-errors';
import { useUnsavedReport } from './settings-guard';
import styles from './settings.module.css';

const ICON_OPTIONS = NAVBAR_ICON_OPTIONS.map((option) => ({ ...option, icon: <NavbarIcon name={option.id} /> }));

export interface NavbarItemPopupProps {
  item: NavbarItem;
  onSaved: (item: NavbarItem) => void;
  onClose: () => void;
}

/** Rename a bottom-menu item and choose its icon; activity and place stay as they are. */
export function NavbarItemPopup({ item, onSaved, onClose }: NavbarItemPopupProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<NavbarItemFormValues>({ resolver: yupResolver(navbarItemSchema), defaultValues: navbarItemFormValues(item) });
  useUnsavedReport(isDirty && !isSubmitting);

  const onSubmit = async (values: NavbarItemFormValues) => {
    setFormError(null);
    try {
      onSaved(await settingsApi.updateNavbarItem(item.id, { name: values.name.trim(), icon: values.icon, isActive: item.isActive, sort: item.sort }));
    } catch (failure) {
      setFormError(showServerErrors(failure, ['name', 'icon'], setError));
    }
  };

  return (
    <Popup open onClose={onClose} title="Пункт нижнего меню">
      <form className={styles.formGrid} onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Пункт нижнего меню">
        <TextField label="Название" maxLength={40} hint="До 20 символов — так оно поместится под иконкой" registration={register('name')} error={errors.name?.message} />
        <Controller
          control={control}
          name="icon"
          render={({ field }) => (
            <Select
              label="Иконка"
              placeholder="Выберите иконку"
              options={ICON_OPTIONS}
              value={field.value || null}
              onChange={(value) => field.onChange(String(value))}
              onBlur={field.onBlur}
              ref={field.ref}
              error={errors.icon?.message}
            />
          )}
        />
        <FormError>{formError}</FormError>
        <div className={styles.actions}>
          <Button type="submit" pending={isSubmitting}>
            {SAVE_CHANGES_TEXT}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Отмена
          </Button>
        </div>
      </form>
    </Popup>
  );
}
