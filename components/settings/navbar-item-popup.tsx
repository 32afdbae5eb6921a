'use client';

import { AppFormPopup } from '@/components/form/app-form-popup';
import { SelectField } from '@/components/form/select-field';
import { SAVE_CHANGES_TEXT } from '@/components/ui/button-texts';
import { TextField } from '@/components/ui/text-field';
import { settingsApi, type NavbarItem } from '@/lib/settings/api';
import { NAVBAR_ICON_OPTIONS } from '@/lib/settings/options';
import { navbarItemFormValues } from '@/lib/settings/forms';
import type { NavbarItemFormValues } from '@/lib/settings/validation';
import { NavbarIcon } from './navbar-icon';
import { useSettingsForm } from './use-settings-form';

const loadNavbarItemSchema = () => import('@/lib/settings/validation').then((m) => m.navbarItemSchema);

const ICON_OPTIONS = NAVBAR_ICON_OPTIONS.map((option) => ({ ...option, icon: <NavbarIcon name={option.id} /> }));

export interface NavbarItemPopupProps {
  item: NavbarItem;
  onSaved: (item: NavbarItem) => void;
  onClose: () => void;
}

/** Rename a bottom-menu item and choose its icon; activity and place stay as they are. */
export function NavbarItemPopup({ item, onSaved, onClose }: NavbarItemPopupProps) {
  const form = useSettingsForm<NavbarItemFormValues>({
    schema: loadNavbarItemSchema,
    defaultValues: navbarItemFormValues(item),
    serverFields: ['name', 'icon'],
    submit: async (values) =>
      onSaved(await settingsApi.updateNavbarItem(item.id, { name: values.name.trim(), icon: values.icon, isActive: item.isActive, sort: item.sort })),
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;

  return (
    <AppFormPopup form={form} title="Пункт нижнего меню" onClose={onClose} submitText={SAVE_CHANGES_TEXT}>
      <TextField label="Название" maxLength={40} hint="До 20 символов — так оно поместится под иконкой" registration={register('name')} error={errors.name?.message} />
      <SelectField control={control} name="icon" label="Иконка" placeholder="Выберите иконку" options={ICON_OPTIONS} />
    </AppFormPopup>
  );
}
