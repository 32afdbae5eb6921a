'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { useState } from 'react';
import listStyles from '@/components/list/list-page.module.css';
import { AsyncConfirmPopup } from '@/components/ui/async-confirm-popup';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { useRouteData } from '@/components/ui/use-route-data';
import { formatDateSlashTime } from '@/lib/format/format';
import { paths } from '@/lib/paths';
import { sessionsApi } from '@/lib/sessions/api';
import type { SessionView } from '@/lib/sessions/types';
import styles from './sessions.module.css';
import { ScrollRegion } from '@/components/ui/scroll-region';

export const END_TEXT = 'Завершить';
export const END_OTHERS_TEXT = 'Завершить все другие сеансы';
export const CURRENT_TEXT = 'Этот сеанс';

/** Ended sessions leave the list at once; the route's fresh render follows. */
const withoutSessions = (list: SessionView[], ended: string[]) => list.filter((session) => !ended.includes(session.id));

type Asking = { one: SessionView } | { others: SessionView[] } | null;

/** «Активные сеансы»: where this user is signed in, and ending the sessions that are not this one. */
export function SessionsScreen({ sessions: serverSessions }: { sessions: SessionView[] }) {
  const { notify } = useToast();
  const { data: sessions, change } = useRouteData(serverSessions, withoutSessions);
  const [asking, setAsking] = useState<Asking>(null);
  const others = sessions.filter((session) => !session.current);

  const confirm = async () => {
    if (!asking) return;
    if ('one' in asking) {
      await change([asking.one.id], () => sessionsApi.end(asking.one.id));
      notify({ tone: 'success', text: 'Сеанс завершён' });
    } else {
      await change(
        asking.others.map((session) => session.id),
        () => sessionsApi.endOthers(),
      );
      notify({ tone: 'success', text: 'Другие сеансы завершены' });
    }
  };

  return (
    <div className={listStyles.page}>
      <IntentLink href={paths.profile} className={listStyles.back}>
        ← Личный кабинет
      </IntentLink>
      <div className={listStyles.header}>
        <h1>Активные сеансы</h1>
        {others.length > 0 && (
          <Button variant="secondary" onClick={() => setAsking({ others })}>
            {END_OTHERS_TEXT}
          </Button>
        )}
      </div>
      <section className={listStyles.card} aria-label="Сеансы">
        <ScrollRegion label="Таблица сеансов" className={listStyles.tableWrap}>
          <table className={listStyles.table}>
            <thead>
              <tr>
                <th scope="col">Устройство</th>
                <th scope="col">Адрес</th>
                <th scope="col">Вход</th>
                <th scope="col">Последняя активность</th>
                <th scope="col">
                  <span className="visually-hidden">Действия</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {sessions.map((session) => (
                <tr key={session.id}>
                  <td>{session.device}</td>
                  <td>{session.address || '—'}</td>
                  <td className={listStyles.nowrap}>{formatDateSlashTime(session.signedInAt)}</td>
                  <td className={listStyles.nowrap}>{formatDateSlashTime(session.lastSeenAt)}</td>
                  <td>
                    {session.current ? (
                      <span className={styles.current}>{CURRENT_TEXT}</span>
                    ) : (
                      <Button
                        variant="link"
                        className={styles.danger}
                        aria-label={`${END_TEXT} сеанс «${session.device}»`}
                        onClick={() => setAsking({ one: session })}
                      >
                        {END_TEXT}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
        {others.length === 0 && <p className={styles.note}>Других активных сеансов нет.</p>}
      </section>
      <AsyncConfirmPopup
        open={asking !== null}
        title="Завершить сеанс?"
        message={
          asking && 'one' in asking
            ? `Сеанс «${asking.one.device}» будет завершён: на этом устройстве потребуется войти снова.`
            : 'Все сеансы, кроме этого, будут завершены: на других устройствах потребуется войти снова.'
        }
        confirmText={END_TEXT}
        onConfirm={confirm}
        onClose={() => setAsking(null)}
      />
    </div>
  );
}
