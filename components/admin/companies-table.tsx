import { IntentLink } from '@/components/ui/intent-link';
import { SelectCell, SelectHeaderCell } from '@/components/list/select-cells';
import type { Selection } from '@/components/list/use-selection';
import type { AdminCompany } from '@/lib/admin/types';
import { formatDate } from '@/lib/format/format';
import { paths } from '@/lib/paths';
import { AppStateBadge } from './app-state-badge';
import styles from './admin.module.css';
import { SortableHeader } from '@/components/list/sortable-header';
import cards from '@/components/list/card-table.module.css';

/** The companies of a list page: name (a link to the card), city, INN, app state, activity, registration. */
export function CompaniesTable({ companies, selection }: { companies: readonly AdminCompany[]; selection?: Selection }) {
  return (
    <div className={styles.tableWrap}>
      <table className={`${styles.table} ${cards.cards}`}>
        <thead>
          <tr>
            <SelectHeaderCell selection={selection} />
            <SortableHeader field="name">Компания</SortableHeader>
            <SortableHeader field="city">Город</SortableHeader>
            <th scope="col">ИНН</th>
            <th scope="col">Приложение</th>
            <th scope="col">Активность</th>
            <SortableHeader field="created_at">Регистрация</SortableHeader>
          </tr>
        </thead>
        <tbody>
          {companies.map((company) => (
            <tr key={company.id}>
              <SelectCell selection={selection} id={company.id} name={company.name} />
              <td data-card="title">
                <IntentLink href={paths.adminCompany(company.id)}>{company.name}</IntentLink>
              </td>
              <td data-label="Город">{company.city || '—'}</td>
              <td className={styles.nowrap} data-label="ИНН">{company.inn || '—'}</td>
              <td data-label="Приложение">{company.appState ? <AppStateBadge state={company.appState} /> : '—'}</td>
              <td data-label="Активность">
                <span className={`${styles.badge} ${company.isActive ? styles.good : ''}`}>
                  {company.isActive ? 'Активна' : 'Не активна'}
                </span>
              </td>
              <td className={styles.nowrap} data-label="Регистрация">{formatDate(company.createdAt) || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
