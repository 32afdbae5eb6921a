'use client';

import { useState } from 'react';
import { listReducer, useRouteData } from '@/components/ui/use-route-data';
import { SectionIcon } from '@/components/company/section-icon';
import { Select } from '@/components/ui/select';
import { useToast } from '@/components/ui/toast';
import { ApiError, GENERIC_ERROR } from '@/lib/api/api-error';
import { profileApi, type MenuIcon, type MenuItem } from '@/lib/profile/api';
import { SECTION_TYPE_NAMES } from '@/lib/company/api';
import styles from './profile.module.css';

/**
 * The icon of each menu section, chosen from the upstream's set and saved at once (PUT
 * menu-items/{id}): shown at once, then the route re-renders (the side menu's icons too).
 */
export function MenuIcons({ items: serverItems, icons }: { items: MenuItem[]; icons: MenuIcon[] }) {
  const { data: items, change } = useRouteData(serverItems, listReducer<MenuItem>);
  const [errors, setErrors] = useState<Record<number, string>>({});
  const { notify } = useToast();
  const options = icons.map((icon) => ({ id: icon.name, name: icon.title, icon: <SectionIcon name={icon.name} /> }));

  const choose = async (item: MenuItem, icon: string) => {
    setErrors(({ [item.id]: _dropped, ...rest }) => rest);
    try {
      await change({ patch: { id: item.id, icon } }, () => profileApi.setMenuIcon(item.id, icon));
      notify({ tone: 'success', text: `Иконка раздела «${item.title}» сохранена` });
    } catch (failure) {
      const apiError = failure instanceof ApiError ? failure : null;
      setErrors((all) => ({ ...all, [item.id]: apiError?.fieldErrors.icon?.join(' ') ?? apiError?.error ?? GENERIC_ERROR }));
    }
  };

  return (
    <section className={styles.card} aria-labelledby="menu-icons-title">
      <h2 id="menu-icons-title">Иконки разделов меню</h2>
      {items.length === 0 ? (
        <p className={styles.muted}>Разделов пока нет — создайте их в меню «Компания».</p>
      ) : (
        <ul className={styles.icons}>
          {items.map((item) => (
            <li key={item.id} className={styles.iconRow}>
              <span className={styles.iconPreview}>
                <SectionIcon name={item.icon} size={24} />
              </span>
              <span className={styles.iconTitle}>
                {item.title}
                <span className={styles.muted}> · {SECTION_TYPE_NAMES[item.type]}</span>
              </span>
              <Select
                label={`Иконка раздела «${item.title}»`}
                hideLabel
                placeholder="Выберите иконку"
                options={options}
                value={item.icon}
                onChange={(value) => void choose(item, String(value))}
                error={errors[item.id]}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
