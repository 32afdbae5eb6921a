import type { Metadata } from 'next';
import { BannersSection } from '@/components/home/banners-section';
import { CompanySummary } from '@/components/home/company-summary';
import { DisplayElements } from '@/components/home/display-elements';
import { HomeScrollRestore } from '@/components/home/home-scroll-restore';
import { InfoBlocks } from '@/components/home/info-blocks';
import { LiveHomeRefresh } from '@/components/home/live-home-refresh';
import { SummaryStrip } from '@/components/home/summary-strip';
import styles from '@/components/home/home.module.css';
import { loadHomeData } from '@/lib/home/server';
import { loadHomeSummary } from '@/lib/home/summary-server';
import { getAppCompanyName } from '@/lib/application/server';
import { getProfile } from '@/lib/profile/server';

export const metadata: Metadata = { title: 'Главная' };

/**
 * §2 "/ (home)": display elements, advertising banners and information blocks, first data in
 * the HTML; above them the company card and the summary strip (today's business at a glance).
 */
export default async function HomePage() {
  const [profile, appCompanyName, home, summary] = await Promise.all([getProfile(), getAppCompanyName(), loadHomeData(), loadHomeSummary()]);
  return (
    <div className={styles.page}>
      <CompanySummary profile={profile} appCompanyName={appCompanyName} />
      <SummaryStrip figures={summary} />
      <DisplayElements initial={home.settings} />
      <BannersSection banners={home.banners.rows} categories={home.categories} error={home.banners.error} />
      <InfoBlocks blocks={home.blocks.rows} templates={home.templates} error={home.blocks.error} />
      <HomeScrollRestore />
      <LiveHomeRefresh />
    </div>
  );
}
