import type { CSSProperties } from 'react';
import type { AppColors } from '@/lib/application/api';
import type { Banner } from '@/lib/home/banners';
import type { InfoBlock, MainPageSettings } from '@/lib/home/types';
import { shownNavbarItems, type NavbarItem } from '@/lib/settings/navbar';
import { previewColors } from '@/components/app/preview-colors';
import { ScrollRegion } from '@/components/ui/scroll-region';
import styles from './builder.module.css';

export interface PhonePreviewProps {
  companyName: string;
  logo: string | null;
  colors: Partial<AppColors>;
  settings: MainPageSettings | null;
  banners: readonly Banner[];
  blocks: readonly InfoBlock[];
  navbar: readonly NavbarItem[];
}

/** The home screen of the company's app as its customers will see it (§2 /builder). */
export function PhonePreview({ companyName, logo, colors, settings, banners, blocks, navbar }: PhonePreviewProps) {
  const c = previewColors(colors);
  const activeBanners = banners.filter((b) => b.isActive);
  const slider = settings?.sliderL ? 'large' : settings?.sliderS ? 'small' : null;
  const shownBlocks = blocks.filter((b) => b.isActive).sort((a, b) => a.sort - b.sort);
  const items = shownNavbarItems(navbar);
  const vars = {
    '--app-primary': c.primary,
    '--app-secondary': c.secondary,
    '--app-icon': c.icon,
    '--app-bg1': c.background1,
    '--app-bg2': c.background2,
    '--app-text': c.text,
    '--app-gradient1': c.gradient1,
    '--app-gradient2': c.gradient2,
  } as CSSProperties;
  const showLogo = logo && !/\.pdf$/i.test(logo);

  return (
    <figure className={styles.phone} style={vars} aria-labelledby="builder-preview-caption" data-testid="app-preview">
      <figcaption id="builder-preview-caption" className="visually-hidden">
        Главный экран приложения
      </figcaption>
      <div className={styles.screen}>
        <header className={styles.appHeader}>
          {showLogo ? (
            // eslint-disable-next-line @next/next/no-img-element
            <img className={styles.logo} src={logo} alt="Логотип" />
          ) : (
            <span className={styles.logoLetter} aria-hidden="true">
              {(companyName.trim()[0] ?? '•').toUpperCase()}
            </span>
          )}
          <span className={styles.appName}>{companyName.trim() || 'Название компании'}</span>
        </header>
        <div className={styles.content}>
          {slider && (
            // A named region: the banners scroll sideways, and a keyboard user must be able to scroll them too.
            <ScrollRegion label="Рекламные баннеры" className={slider === 'large' ? styles.sliderL : styles.sliderS}>
              {activeBanners.length === 0 ? (
                <p className={styles.empty}>Нет активных баннеров</p>
              ) : (
                activeBanners.map((banner) => (
                  <div key={banner.id} className={styles.banner}>
                    {banner.image?.previewUrl && (
                      // eslint-disable-next-line @next/next/no-img-element
                      <img src={banner.image.previewUrl} alt="" />
                    )}
                    <span className={styles.bannerTitle}>{banner.title}</span>
                  </div>
                ))
              )}
            </ScrollRegion>
          )}
          {settings?.loyalty && (
            <div className={styles.loyalty}>
              <span className={styles.loyaltyTitle}>Бонусная карта</span>
              <span>Копите бонусы за покупки</span>
            </div>
          )}
          {(settings?.myOrders || settings?.myBookings) && (
            <div className={styles.tiles}>
              {settings.myOrders && <span className={styles.tile}>Мои заказы</span>}
              {settings.myBookings && <span className={styles.tile}>Мои записи</span>}
            </div>
          )}
          {shownBlocks.map((block) => {
            // An articles block holds the published news the upstream puts in it (no activity
            // flag of their own); other blocks show their active pages.
            const pages = block.template === 'articles' ? block.children : block.children.filter((page) => page.isActive);
            return (
              <section key={block.id} className={styles.block} aria-label={block.title}>
                <span className={styles.blockTitle}>{block.title}</span>
                <ScrollRegion label={`Страницы блока «${block.title}»`} className={styles.pages}>
                  {pages.length === 0 ? (
                    <span className={styles.pageCard}>Пока пусто</span>
                  ) : (
                    pages.slice(0, 4).map((page) => (
                      <span key={page.id} className={styles.pageCard}>
                        {('title' in page && page.title) || 'Товар'}
                      </span>
                    ))
                  )}
                </ScrollRegion>
              </section>
            );
          })}
          <span className={styles.button}>В каталог</span>
        </div>
        {items.length > 0 && (
          <nav className={styles.navbar} aria-label="Нижнее меню приложения">
            {items.slice(0, 5).map((item, index) => (
              <span key={item.id} className={index === 0 ? styles.navActive : styles.navItem}>
                {item.icon && (
                  // eslint-disable-next-line @next/next/no-img-element
                  <img src={item.icon} alt="" width={20} height={20} />
                )}
                {item.title}
              </span>
            ))}
          </nav>
        )}
      </div>
    </figure>
  );
}
