import type { Metadata } from 'next';
import { BonusLevels, LoyaltyForm, MarketForm, StatusesSection } from '@/components/settings/deferred';
import styles from '@/components/settings/settings.module.css';
import { getLoyalty, getMarket, listStatusCodes, listStoreStatuses } from '@/lib/settings/server';
import { parseListQuery } from '@/lib/lists/query';

export const metadata: Metadata = { title: 'Настройки магазина' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** §2 /settings/store: bonus rules and levels, the shop itself and the order statuses (page in the URL). */
export default async function SettingsStorePage({ searchParams }: { searchParams: SearchParams }) {
  const { page, perPage } = parseListQuery(await searchParams, { filterKeys: [] });
  const [loyalty, market, statuses, codes] = await Promise.all([
    getLoyalty(),
    getMarket(),
    listStoreStatuses({ page, perPage }),
    listStatusCodes(),
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
