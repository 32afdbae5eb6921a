import type { AdminCompany } from '@/lib/api/admin-types';
import styles from './companies-table.module.css';

const APP_STATES: Record<string, string> = {
  draft: 'Черновик',
  moderation: 'На модерации',
  published: 'Опубликовано',
  rejected: 'Отклонено',
};

export function CompaniesTable({ companies, total }: { companies: AdminCompany[]; total: number }) {
  return (
    <section aria-labelledby="companies-title">
      <h1 id="companies-title">Компании</h1>
      <p className={styles.total}>Всего: {total.toLocaleString('ru-RU').replace(/\u00a0/g, ' ')}</p>
      {companies.length === 0 ? (
        <p>Отсутствуют</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Компания</th>
              <th scope="col">Город</th>
              <th scope="col">ИНН</th>
              <th scope="col">Приложение</th>
              <th scope="col">Активность</th>
            </tr>
          </thead>
          <tbody>
            {companies.map((company) => (
              <tr key={company.id}>
                <td>{company.name}</td>
                <td>{company.city ?? '—'}</td>
                <td>{company.inn ?? '—'}</td>
                <td>{(company.appState && APP_STATES[company.appState]) ?? '—'}</td>
                <td>{company.isActive ? 'Активна' : 'Не активна'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
