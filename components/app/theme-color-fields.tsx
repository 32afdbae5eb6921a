'use client';

import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { APP_COLOR_KEYS, APP_COLOR_LABELS, type AppColors } from '@/lib/application/api';
import { ColorField } from './color-field';

type ColorErrors = Partial<Record<keyof AppColors, { message?: string }>>;

/**
 * The eight theme colours of §3 as colour fields bound to a form's `colors.*` values: the
 * onboarding step and the settings card lay them out in grids of their own (`className`).
 */
export function ThemeColorFields<T extends FieldValues & { colors?: Partial<AppColors> }>({
  control,
  errors,
  className,
}: {
  control: Control<T>;
  errors?: ColorErrors;
  className?: string;
}) {
  return (
    <div className={className}>
      {APP_COLOR_KEYS.map((key) => (
        <Controller
          key={key}
          control={control}
          name={`colors.${key}` as Path<T>}
          render={({ field }) => (
            <ColorField
              label={APP_COLOR_LABELS[key]}
              value={(field.value as string | undefined) ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={errors?.[key]?.message}
            />
          )}
        />
      ))}
    </div>
  );
}
