import { NoData, orNoData } from '@/components/ui/no-data';
import type { Profile } from '@/lib/profile/types';
import { isMissing } from '@/lib/schema/missing';
import styles from './company-summary.module.css';

/** The signed-in user's company, rendered on the server with the first data. */
export function CompanySummary({ profile }: { profile: Profile }) {
  const company = profile.company;
  return (
    <section className={styles.card} aria-labelledby="company-summary-title">
      <h1 id="company-summary-title">{company?.name ?? 'Компания'}</h1>
      <dl className={styles.facts}>
        <dt>Пользователь</dt>
        <dd>{orNoData(profile, 'name', profile.name)}</dd>
        <dt>E-mail</dt>
        <dd>{orNoData(profile, 'email', profile.email)}</dd>
        {company?.legalName && (
          <>
            <dt>Юридическое лицо</dt>
            <dd>{company.legalName}</dd>
          </>
        )}
        {company?.inn && (
          <>
            <dt>ИНН</dt>
            <dd>{company.inn}</dd>
          </>
        )}
        {company?.address && (
          <>
            <dt>Адрес</dt>
            <dd>{company.address}</dd>
          </>
        )}
      </dl>
      {/* Absent from the answer, not null (no company yet): the company's data is unknown. */}
      {isMissing(profile, 'company') && <NoData block />}
    </section>
  );
}
