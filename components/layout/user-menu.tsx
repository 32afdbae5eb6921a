'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { LineIcon } from '@/components/ui/line-icon';
import { useEffect, useId, useRef, useState } from 'react';
import { logout } from '@/lib/auth/api';
import { paths } from '@/lib/paths';
import { useTheme } from './theme-provider';
import { THEME_CHOICES, THEME_LABELS } from './theme-state';
import styles from './user-menu.module.css';

interface UserMenuProps {
  name: string;
  isAdmin: boolean;
}

/** The header's user name and its dropdown (§2 "Main" layout). */
export function UserMenu({ name, isAdmin }: UserMenuProps) {
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const theme = useTheme();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  function signOut() {
    setLeaving(true);
    void logout(isAdmin);
  }

  const displayName = name || (isAdmin ? 'Admin' : '');
  return (
    <div className={styles.root} ref={rootRef}>
      {isAdmin ? (
        <span className={styles.name}>{displayName}</span>
      ) : (
        <IntentLink className={styles.name} href={paths.profile}>
          {displayName}
        </IntentLink>
      )}
      <button
        type="button"
        className={styles.toggle}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label="Меню пользователя"
        onClick={() => setOpen((value) => !value)}
      >
        <LineIcon name="chevron" size={12} />
      </button>
      {open && (
        <ul className={styles.menu} id={menuId} role="menu">
          {!isAdmin && (
            <li role="none">
              <IntentLink role="menuitem" href={paths.profile} onClick={() => setOpen(false)}>
                Личный кабинет
              </IntentLink>
            </li>
          )}
          {!isAdmin && (
            <li role="none">
              <IntentLink role="menuitem" href={paths.profileSessions} onClick={() => setOpen(false)}>
                Активные сеансы
              </IntentLink>
            </li>
          )}
          {/* The administrator has no profile page: the theme switch of the profile is here. */}
          {isAdmin && theme && (
            <li role="none">
              <ul role="group" aria-label="Тема оформления" className={styles.group}>
                {/* Seen, not read twice: the group's name says it. */}
                <li role="none">
                  <span aria-hidden="true" className={styles.groupTitle}>
                    Тема оформления
                  </span>
                </li>
                {THEME_CHOICES.map((choice) => (
                  <li role="none" key={choice}>
                    <button
                      type="button"
                      role="menuitemradio"
                      aria-checked={theme.theme === choice}
                      onClick={() => {
                        theme.setTheme(choice);
                        setOpen(false);
                      }}
                    >
                      {THEME_LABELS[choice]}
                    </button>
                  </li>
                ))}
              </ul>
            </li>
          )}
          <li role="none">
            <button type="button" role="menuitem" onClick={signOut} disabled={leaving}>
              Выйти
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
