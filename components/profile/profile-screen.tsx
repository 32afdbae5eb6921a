'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { Suspense, useCallback, useRef, useState } from 'react';
import { UnsavedGuard } from '@/components/ui/unsaved-guard';
import { Notice } from '@/components/ui/notice';
import { orNoData } from '@/components/ui/no-data';
import { Button } from '@/components/ui/button';
import { LazyConfirmPopup } from '@/components/ui/lazy-confirm-popup';
import { paths } from '@/lib/paths';
import type { ContactInfo, MenuIcon, MenuItem, NetworkOption, Profile } from '@/lib/profile/api';
import { formatPhone } from '@/lib/format/format';
import { CompanyForm } from './company-form';
import { ContactsForm } from './contacts-form';
import { MenuIcons } from './menu-icons';
import { NewOrderNotify } from './new-order-notify';
import { ThemeSwitch } from './theme-switch';
import styles from './profile.module.css';

export interface ProfileScreenProps {
  profile: Profile;
  contacts: ContactInfo | null;
  networks: NetworkOption[];
  menuItems: MenuItem[];
  icons: MenuIcon[];
}

/** The personal account's cards (§2 /profile): the user, the company data, contacts and menu icons; the page gives the heading. */
export function ProfileScreen({ profile, contacts, networks, menuItems, icons }: ProfileScreenProps) {
  const [dirty, setDirty] = useState({ company: false, contacts: false });
  const companyDirty = useCallback((value: boolean) => setDirty((d) => (d.company === value ? d : { ...d, company: value })), []);
  const [confirmEverywhere, setConfirmEverywhere] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const everywhereForm = useRef<HTMLFormElement>(null);
  const contactsDirty = useCallback((value: boolean) => setDirty((d) => (d.contacts === value ? d : { ...d, contacts: value })), []);

  return (
    <>
      <section className={styles.card} aria-labelledby="user-title">
        <h2 id="user-title">Пользователь</h2>
        <dl className={styles.facts}>
          <dt>ФИО</dt>
          <dd>{orNoData(profile, 'name', profile.name)}</dd>
          <dt>E-mail</dt>
          <dd>{orNoData(profile, 'email', profile.email)}</dd>
          <dt>Телефон</dt>
          <dd>{orNoData(profile, 'phone', formatPhone(profile.phone))}</dd>
        </dl>
        {/* A plain same-origin POST: works before hydration, and the server ends every session of this user.
            Once hydrated, it asks first: one click would sign out every device, the current one included. */}
        <form
          ref={everywhereForm}
          method="post"
          action={paths.endEverywhere}
          className={styles.signOutAll}
          onSubmit={(event) => {
            event.preventDefault();
            setConfirmEverywhere(true);
          }}
        >
          <Button type="submit" variant="secondary">
            Выйти на всех устройствах
          </Button>
          <p>Завершит все сеансы этого пользователя, включая текущий.</p>
        </form>
        <LazyConfirmPopup
          open={confirmEverywhere}
          title="Подтвердите действие"
          message="Выйти на всех устройствах? Все сеансы, включая текущий, будут завершены, и войти придётся заново."
          confirmText="Да, выйти"
          pending={signingOut}
          onConfirm={() => {
            setSigningOut(true);
            // form.submit() skips onSubmit: the confirmed POST goes out as the plain form would.
            everywhereForm.current?.submit();
          }}
          onCancel={() => setConfirmEverywhere(false)}
        />
        <p>
          <IntentLink href={paths.profileSessions}>Активные сеансы</IntentLink> — устройства, на которых выполнен вход, и завершение отдельных сеансов.
        </p>
      </section>
      <CompanyForm company={profile.company ?? null} onDirtyChange={companyDirty} />
      {/* Never suspends: what passes the first 12.8 kB of HTML comes a moment later, under the cards above (see ProductScreenBody). */}
      <Suspense>
        {contacts ? (
          <ContactsForm contacts={contacts} networks={networks} onDirtyChange={contactsDirty} />
        ) : (
          <Notice tone="info">Контакты можно указать после того, как будут заполнены данные компании.</Notice>
        )}
        <MenuIcons items={menuItems} icons={icons} />
        <NewOrderNotify />
        <ThemeSwitch />
      </Suspense>
      <UnsavedGuard dirty={dirty.company || dirty.contacts} />
    </>
  );
}
