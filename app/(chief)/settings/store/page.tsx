import type { Metadata } from 'next';
import { BonusLevels } from '@/components/settings/bonus-levels';
import { LoyaltyForm } from '@/components/settings/loyalty-form';
import { MarketForm } from '@/components/settings/market-form';
import { StatusesSection } from '@/components/settings/statuses-section';
import styles from '@/components/settings/settings.module.css';
import { settingsPaths, type LoyaltySettings, type MarketSettings, type StatusCode, type StoreStatus } from '@/lib/settings/api';
import { parseListQuery } from '@/lib/lists/query';
import { loadList, loadOptions } from '@/lib/server/upstream/server-list';
import { loadUpstream } from '@/lib/server/upstream/server-api';

export const metadata: Metadata = { title: 'Настройки магазина' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** §2 /settings/store: bonus rules and levels, the shop itself and the order statuses (page in the URL). */
export default async function SettingsStorePage({ searchParams }: { searchParams: SearchParams }) {
  const { page, perPage } = parseListQuery(await searchParams, { filterKeys: [] });
  const [{ data: loyalty }, { data: market }, statuses, codes] = await Promise.all([
    loadUpstream<{ data: LoyaltySettings }>(settingsPaths.loyalty),
    loadUpstream<{ data: MarketSettings }>(settingsPaths.market),
    loadList<StoreStatus>(settingsPaths.statuses, { page, perPage }),
    loadOptions<StatusCode>(settingsPaths.statusCodes),
  ]);
  const { bonus, ...rules } = loyalty;
  return (
    <div className={styles.tab}>
      <LoyaltyForm rules={rules} />
      <BonusLevels levels={bonus.levels} />
      <MarketForm market={market} />
      <StatusesSection rows={statuses.rows} pagination={statuses.pagination} codes={codes} error={statuses.error} />
    </div>
  );
}
