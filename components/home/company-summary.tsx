import { NoData, orNoData } from '@/components/ui/no-data';
import type { Profile } from '@/lib/profile/types';
import { isMissing } from '@/lib/schema/missing';
import styles from './company-summary.module.css';

/**
 * The signed-in user's company, rendered on the server with the first data. The specification's
 * profile names only the user, so the company's name may come from the app's data instead
 * (§3 "App main data: … companyName"): `appCompanyName`, '' when that is unknown too.
 */
export function CompanySummary({ profile, appCompanyName }: { profile: Profile; appCompanyName: string }) {
  const company = profile.company;
  const name = company?.name || appCompanyName;
  return (
    <section className={styles.card} aria-labelledby="company-summary-title">
      <h1 id="company-summary-title">{name || 'Компания'}</h1>
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
      {/* Absent from the answer, not null (no company yet), and not named by the app either: unknown. */}
      {isMissing(profile, 'company') && !appCompanyName && <NoData block />}
    </section>
  );
}
