import { Logo } from '@/components/ui/logo';
import { IntentLink } from '@/components/ui/intent-link';
import { cookies } from 'next/headers';
import { MENU_COOKIE, menuOpenFromCookie } from './menu-state';
import { ToastProvider } from '@/components/ui/toast';
import type { SectionSummary } from '@/lib/company/types';
import { PRESS_FEEDBACK_BOOT_HTML } from '@/lib/ui/press-feedback-boot';
import { CommandPaletteLauncher } from './command-palette-launcher';
import { PressFeedbackLive } from './press-feedback-live';
import { RecordUnavailableNotice } from './record-unavailable-notice';
import { Shell } from './shell';
import { ThemeProvider } from './theme-provider';
import { THEME_COOKIE, themeFromCookie } from './theme-state';
import { UserMenu } from './user-menu';
import { WebVitalsReporter } from './web-vitals-reporter';
import { sampleRate } from '@/lib/vitals/report';
import styles from './main-layout.module.css';

interface MainLayoutProps {
  name: string;
  isAdmin: boolean;
  menu: React.ReactNode;
  /** The company's text sections (the side menu's), for the ⌘K palette. */
  sections?: readonly SectionSummary[];
  floating?: React.ReactNode;
  children: React.ReactNode;
}

/** The Main layout of §2 for both roles: collapsible side menu and header around the page. */
export async function MainLayout({ name, isAdmin, menu, sections, floating, children }: MainLayoutProps) {
  const cookieStore = await cookies();
  const initialOpen = menuOpenFromCookie(cookieStore.get(MENU_COOKIE)?.value);
  const theme = themeFromCookie(cookieStore.get(THEME_COOKIE)?.value);
  const brand = (
    <IntentLink href={isAdmin ? '/admin/companies' : '/'} className={styles.brand}>
      {/* The wordmark at 200 px: at 132 px its text shrank to 9 px. */}
      <Logo alt="На главную" width={200} height={40} />
    </IntentLink>
  );
  return (
    <ThemeProvider initial={theme}>
      {/* Before the page's content, so a press on it shows from the first paint on. */}
      <div hidden dangerouslySetInnerHTML={{ __html: PRESS_FEEDBACK_BOOT_HTML }} />
      <PressFeedbackLive />
      <ToastProvider>
        <Shell
          initialOpen={initialOpen}
          brand={brand}
          menu={menu}
          header={
            <div className={styles.headerEnd}>
              <CommandPaletteLauncher role={isAdmin ? 'admin' : 'chief'} sections={sections} />
              <UserMenu name={name} isAdmin={isAdmin} />
            </div>
          }
          floating={floating}
        >
          {/* Hydrated with the shell, not in a Suspense boundary of its own: such a boundary
              hydrates later, and a navigation before it (a click on a row that comes back here
              with the flag) made its server HTML, without the notice, mismatch (React #418).
              These pages render per request, so useSearchParams does not suspend here. */}
          <RecordUnavailableNotice />
          {children}
        </Shell>
        {/* Field data from a share of page loads (WEB_VITALS_SAMPLE, 0.1 by default): /metrics. */}
        <WebVitalsReporter rate={sampleRate(process.env.WEB_VITALS_SAMPLE)} />
      </ToastProvider>
    </ThemeProvider>
  );
}
