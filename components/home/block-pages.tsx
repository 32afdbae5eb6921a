'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { Button } from '@/components/ui/button';
import { DELETE_TEXT } from '@/components/ui/button-texts';
import { Toggle } from '@/components/ui/toggle';
import type { BlockPage, InfoBlock, ProductPage } from '@/lib/home/api';
import { saveHomeScroll } from '@/lib/home/scroll';
import { paths } from '@/lib/paths';
import styles from './home.module.css';

export interface BlockPagesProps {
  block: InfoBlock;
  /** The page whose save is in flight. */
  pendingPageId: number | null;
  onEditProduct: (page: ProductPage) => void;
  onToggle: (page: BlockPage, isActive: boolean) => void;
  onDelete: (page: BlockPage) => void;
}

export const pageTitle = (block: InfoBlock, page: BlockPage): string =>
  block.template === 'products' ? ((page as ProductPage).title ?? `Товар №${(page as ProductPage).productId}`) : (page as { title: string }).title;

/** §2: a block's pages, each with title (click to edit), activity toggle and delete. */
export function BlockPages({ block, pendingPageId, onEditProduct, onToggle, onDelete }: BlockPagesProps) {
  if (block.children.length === 0) return <p className={styles.muted}>Страниц пока нет</p>;
  return (
    <ul className={styles.pages} aria-label={`Страницы блока «${block.title}»`}>
      {block.children.map((page) => {
        const title = pageTitle(block, page);
        return (
          <li key={page.id} className={styles.pageRow}>
            {block.template === 'promo' ? (
              <IntentLink className={styles.pageTitle} href={paths.promoEdit(block.id, page.id)} onClick={() => saveHomeScroll()}>
                {title}
              </IntentLink>
            ) : (
              <button type="button" className={styles.pageTitle} onClick={() => onEditProduct(page as ProductPage)}>
                {title}
              </button>
            )}
            <Toggle
              label={`Активность страницы «${title}»`}
              hideLabel
              checked={page.isActive}
              pending={pendingPageId === page.id}
              onChange={(value) => onToggle(page, value)}
            />
            <Button variant="link" className={styles.danger} aria-label={`${DELETE_TEXT} страницу «${title}»`} onClick={() => onDelete(page)}>
              {DELETE_TEXT}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
