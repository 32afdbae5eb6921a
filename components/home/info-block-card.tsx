'use client';

import type { DraggableProvided } from '@/components/ui/deferred-dnd';
import { IntentLink } from '@/components/ui/intent-link';
import { Button } from '@/components/ui/button';
import { DELETE_TEXT, EDIT_TEXT } from '@/components/ui/button-texts';
import type { InfoBlock } from '@/lib/home/api';
import { saveHomeScroll } from '@/lib/home/scroll';
import { paths } from '@/lib/paths';
import { NewsBlockItems } from '@/components/news/news-block-items';
import { MoveButtons } from '@/components/company/move-buttons';
import { BlockPages, type BlockPagesProps } from './block-pages';
import styles from './home.module.css';

/** §2: the add-page button's text depends on the template; articles have none. */
const ADD_PAGE_TEXT = { promo: 'Добавить акцию', products: 'Добавить товар' } as const;
const ARTICLES_NOTE = 'Новости редактируются через одноименный раздел меню';

export interface InfoBlockCardProps extends Omit<BlockPagesProps, 'block'> {
  block: InfoBlock;
  templateName: string;
  provided: DraggableProvided;
  dragging: boolean;
  onEdit: () => void;
  onAddProduct: () => void;
  onDeleteBlock: () => void;
  /** «Выше»/«Ниже»: the order changed without dragging, as the company sections allow. */
  move: { canUp: boolean; canDown: boolean; onUp: () => void; onDown: () => void };
}

/** One information block: drag handle, title, template, activity tag, controls and pages. */
export function InfoBlockCard({ block, templateName, provided, dragging, onEdit, onAddProduct, onDeleteBlock, move, ...pages }: InfoBlockCardProps) {
  const { innerRef, draggableProps, dragHandleProps } = provided;
  return (
    <li
      ref={innerRef}
      {...draggableProps}
      className={[styles.block, dragging && styles.dragging].filter(Boolean).join(' ')}
      aria-label={block.title}
    >
      {/* The handle is the only grip, so touch scrolling over the card still scrolls (§2). */}
      <div
        // A button even while dragging is paused (the library then gives no props): an aria-label
        // needs a role, and the user sees why nothing moves.
        role="button"
        aria-disabled={dragHandleProps ? undefined : true}
        {...dragHandleProps}
        className={styles.handle}
        aria-label={`Переместить блок «${block.title}»`}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M9 5a1.5 1.5 0 110 3 1.5 1.5 0 010-3zm6 0a1.5 1.5 0 110 3 1.5 1.5 0 010-3zM9 10.5a1.5 1.5 0 110 3 1.5 1.5 0 010-3zm6 0a1.5 1.5 0 110 3 1.5 1.5 0 010-3zM9 16a1.5 1.5 0 110 3 1.5 1.5 0 010-3zm6 0a1.5 1.5 0 110 3 1.5 1.5 0 010-3z" />
        </svg>
      </div>
      <div className={styles.blockBody}>
        <div className={styles.blockHeader}>
          <h3 className={styles.blockTitle}>{block.title}</h3>
          <span className={styles.muted}>{templateName}</span>
          <span className={`${styles.badge} ${block.isActive ? styles.active : styles.inactive}`}>
            {block.isActive ? 'Активен' : 'Не активен'}
          </span>
          <MoveButtons title={block.title} disabled={false} {...move} />
          <span className={styles.spacer} />
          {block.template === 'promo' && (
            <IntentLink href={paths.promoCreate(block.id)} onClick={() => saveHomeScroll()} aria-label={`${ADD_PAGE_TEXT.promo} в блок «${block.title}»`}>
              {ADD_PAGE_TEXT.promo}
            </IntentLink>
          )}
          {block.template === 'products' && (
            <Button variant="link" aria-label={`${ADD_PAGE_TEXT.products} в блок «${block.title}»`} onClick={onAddProduct}>
              {ADD_PAGE_TEXT.products}
            </Button>
          )}
          <Button variant="link" aria-label={`${EDIT_TEXT} блок «${block.title}»`} onClick={onEdit}>
            {EDIT_TEXT}
          </Button>
          <Button variant="link" className={styles.danger} aria-label={`${DELETE_TEXT} блок «${block.title}»`} onClick={onDeleteBlock}>
            {DELETE_TEXT}
          </Button>
        </div>
        {block.template === 'articles' ? (
          <>
            <p className={styles.muted}>{ARTICLES_NOTE}</p>
            <NewsBlockItems block={block} />
          </>
        ) : (
          <BlockPages block={block} {...pages} />
        )}
      </div>
    </li>
  );
}
