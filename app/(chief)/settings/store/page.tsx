import type { Metadata } from 'next';
import { BonusLevels } from '@/components/settings/bonus-levels';
import { LoyaltyForm } from '@/components/settings/loyalty-form';
import { MarketForm } from '@/components/settings/market-form';
import { StatusesSection } from '@/components/settings/statuses-section';
import styles from '@/components/settings/settings.module.css';
import { BlockLoadFailed } from '@/components/ui/block-load-failed';
import { getLoyalty, getMarket, listStatusCodes, listStoreStatuses } from '@/lib/settings/server';
import { parseListQuery } from '@/lib/lists/query';
import type { LoyaltySettings } from '@/lib/settings/api';

export const metadata: Metadata = { title: 'Настройки магазина' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The bonus rules without the levels, which have a block of their own. */
function rulesOf({ bonus: _bonus, ...rules }: LoyaltySettings) {
  return rules;
}

/** §2 /settings/store: bonus rules and levels, the shop itself and the order statuses (page in the URL). */
export default async function SettingsStorePage({ searchParams }: { searchParams: SearchParams }) {
  const { page, perPage } = parseListQuery(await searchParams, { filterKeys: [] });
  const [loyalty, market, statuses, codes] = await Promise.all([
    getLoyalty(),
    getMarket(),
    listStoreStatuses({ page, perPage }),
    listStatusCodes(),
  ]);
  return (
    <div className={styles.tab}>
      {loyalty.item ? (
        <>
          <LoyaltyForm rules={rulesOf(loyalty.item)} />
          <BonusLevels levels={loyalty.item.bonus.levels} />
        </>
      ) : (
        <BlockLoadFailed titleId="loyalty-title" title="Бонусная программа" message={loyalty.error ?? ''} />
      )}
      {market.item ? <MarketForm market={market.item} /> : <BlockLoadFailed titleId="market-title" title="Интернет-магазин" message={market.error ?? ''} />}
      <StatusesSection rows={statuses.rows} pagination={statuses.pagination} codes={codes} error={statuses.error} />
    </div>
  );
}
