import type { CompanyUser } from '@/lib/admin/types';
import { formatDate } from '@/lib/format/format';
import styles from './admin.module.css';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { PhoneLink } from '@/components/ui/phone-link';

/** The company's users on its card. */
export function CompanyUsers({ users }: { users: readonly CompanyUser[] }) {
  return (
    <section className={`${styles.card} ${styles.wide}`} aria-labelledby="company-users">
      <h2 id="company-users">Пользователи</h2>
      {users.length === 0 ? (
        <p className={styles.muted}>У компании нет пользователей</p>
      ) : (
        <ScrollRegion label="Таблица пользователей" className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">ФИО</th>
                <th scope="col">E-mail</th>
                <th scope="col">Телефон</th>
                <th scope="col">Настройка</th>
                <th scope="col">Регистрация</th>
              </tr>
            </thead>
            <tbody>
              {users.map((user) => (
                <tr key={user.id}>
                  <td>{user.name}</td>
                  <td>{user.email}</td>
                  <td>
                    <PhoneLink phone={user.phone} />
                  </td>
                  <td>{user.step === 'done' ? 'Завершена' : `Шаг ${user.step}`}</td>
                  <td className={styles.nowrap}>{formatDate(user.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}
