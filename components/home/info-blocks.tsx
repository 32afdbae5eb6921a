'use client';

import dynamic from 'next/dynamic';
import { DragDropContext, Draggable, Droppable, type DropResult } from '@/components/ui/deferred-dnd';
import { russianDragAnnouncements } from '@/lib/ui/drag-announcements';
import { useState } from 'react';
import { useRouteData } from '@/components/ui/use-route-data';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { useToast } from '@/components/ui/toast';
import { ApiError, GENERIC_ERROR } from '@/lib/api/api-error';
import { blocksApi, productPagesApi, type BlockPage, type BlockTemplateOption, type InfoBlock, type ProductPage, type PromoPage } from '@/lib/home/api';
import { promoApi } from '@/lib/promo/api';
import { moveItem } from '@/lib/home/reorder';
import { pageTitle } from './block-pages';
import { InfoBlockCard } from './info-block-card';
import styles from './home.module.css';

// The dialogs open only on a click: loaded after the first paint (or on first open), out of
// the home screen's first-load JS.
const AsyncConfirmPopup = dynamic(() => import('@/components/ui/async-confirm-popup').then((m) => m.AsyncConfirmPopup), { ssr: false });
const BlockFormPopup = dynamic(() => import('./block-form-popup').then((m) => m.BlockFormPopup), { ssr: false });
const ProductPagePopup = dynamic(() => import('./product-page-popup').then((m) => m.ProductPagePopup), { ssr: false });

export interface InfoBlocksProps {
  blocks: InfoBlock[];
  templates: BlockTemplateOption[];
  error?: string | null;
}

type Popup =
  | { kind: 'block'; block: InfoBlock | null; key: number }
  | { kind: 'product'; blockId: number; page: ProductPage | null; key: number }
  | { kind: 'delete-block'; block: InfoBlock }
  | { kind: 'delete-page'; block: InfoBlock; page: BlockPage }
  | null;

/** Not in the specification: said when a reorder could not be saved and was undone. */
export const REORDER_FAILED = 'Не удалось изменить порядок блоков';

type BlocksAction =
  | { order: InfoBlock[] }
  | { block: InfoBlock }
  | { removeBlock: number }
  | { blockId: number; page: BlockPage }
  | { blockId: number; removePage: number };

function blocksReducer(blocks: InfoBlock[], action: BlocksAction): InfoBlock[] {
  if ('order' in action) return action.order;
  if ('block' in action) {
    const saved = action.block;
    return blocks.some((b) => b.id === saved.id) ? blocks.map((b) => (b.id === saved.id ? { ...b, ...saved } : b)) : [...blocks, saved];
  }
  if ('removeBlock' in action) return blocks.filter((b) => b.id !== action.removeBlock);
  return blocks.map((b) => {
    if (b.id !== action.blockId) return b;
    if ('removePage' in action) return { ...b, children: b.children.filter((p) => p.id !== action.removePage) };
    const page = action.page;
    return { ...b, children: b.children.some((p) => p.id === page.id) ? b.children.map((p) => (p.id === page.id ? page : p)) : [...b.children, page] };
  });
}

const saved = () => Promise.resolve();

/**
 * §2 "Information blocks": reorderable blocks with their pages, and their popups. The blocks
 * are the page's (server) props; a change shows at once and the route re-renders (useRouteData).
 */
export function InfoBlocks({ blocks: serverBlocks, templates, error }: InfoBlocksProps) {
  const { data: blocks, change } = useRouteData(serverBlocks, blocksReducer);
  const [popup, setPopup] = useState<Popup>(null);
  const [reorderError, setReorderError] = useState<string | null>(null);
  const [pendingPageId, setPendingPageId] = useState<number | null>(null);
  const { notify } = useToast();
  const templateName = (block: InfoBlock) => templates.find((t) => t.name === block.template)?.nameRu ?? block.template;

  // Saved by a popup already: shown at once, then the route re-renders.
  const blockSaved = (block: InfoBlock) => void change({ block }, saved);
  const pageSaved = (blockId: number, page: BlockPage) => void change({ blockId, page }, saved);

  // §4: the new index goes as `sort`, only when it changed; a failed save is undone. Dragging
  // stays enabled while a move saves (a disabled draggable loses its handle, and the library
  // could not give the keyboard focus back after a drop); a second move queues on the first.
  const move = async (from: number, to: number) => {
    if (from === to || to < 0 || to >= blocks.length) return;
    const moved = blocks[from];
    if (!moved) return;
    setReorderError(null);
    try {
      await change({ order: moveItem(blocks, from, to) }, () => blocksApi.update(moved.id, { title: moved.title, isActive: moved.isActive, sort: to }));
    } catch (failure) {
      setReorderError(failure instanceof ApiError && failure.error ? `${REORDER_FAILED}: ${failure.error}` : REORDER_FAILED);
    }
  };
  const onDragEnd = ({ source, destination }: DropResult) => {
    if (destination) void move(source.index, destination.index);
  };

  const togglePage = async (block: InfoBlock, page: BlockPage, isActive: boolean) => {
    setPendingPageId(page.id);
    try {
      await change({ blockId: block.id, page: { ...page, isActive } }, async () => {
        if (block.template === 'products') await productPagesApi.update(block.id, { ...(page as ProductPage), isActive });
        else {
          const promo = page as PromoPage;
          await promoApi.update(block.id, promo.id, { title: promo.title, description: promo.description, categoryId: promo.categoryId ?? 0, isActive });
        }
      });
    } catch (failure) {
      notify({ tone: 'error', text: failure instanceof ApiError ? failure.error : GENERIC_ERROR });
    } finally {
      setPendingPageId(null);
    }
  };

  const deleteMessage =
    popup?.kind === 'delete-block'
      ? `Вы действительно хотите удалить блок «${popup.block.title}»?`
      : popup?.kind === 'delete-page'
        ? `Вы действительно хотите удалить страницу «${pageTitle(popup.block, popup.page)}»?`
        : '';

  return (
    <section className={styles.section} aria-labelledby="info-blocks-title">
      <div className={styles.sectionHeader}>
        <h2 id="info-blocks-title">Информационные блоки</h2>
        <Button onClick={() => setPopup({ kind: 'block', block: null, key: Date.now() })}>Добавить блок</Button>
      </div>
      <FormError>{reorderError}</FormError>
      {error ? (
        <p className={styles.empty} role="alert">
          {error}
        </p>
      ) : blocks.length === 0 ? (
        <p className={styles.empty}>Блоков пока нет</p>
      ) : (
        <DragDropContext {...russianDragAnnouncements(onDragEnd)}>
          <Droppable droppableId="info-blocks">
            {(drop) => (
              <ol ref={drop.innerRef} {...drop.droppableProps} className={styles.blocks} aria-label="Информационные блоки">
                {blocks.map((block, index) => (
                  <Draggable key={block.id} draggableId={String(block.id)} index={index}>
                    {(drag, snapshot) => (
                      <InfoBlockCard
                        block={block}
                        templateName={templateName(block)}
                        provided={drag}
                        dragging={snapshot.isDragging}
                        pendingPageId={pendingPageId}
                        onEdit={() => setPopup({ kind: 'block', block, key: Date.now() })}
                        onAddProduct={() => setPopup({ kind: 'product', blockId: block.id, page: null, key: Date.now() })}
                        onDeleteBlock={() => setPopup({ kind: 'delete-block', block })}
                        move={{
                          canUp: index > 0,
                          canDown: index < blocks.length - 1,
                          onUp: () => void move(index, index - 1),
                          onDown: () => void move(index, index + 1),
                        }}
                        onEditProduct={(page) => setPopup({ kind: 'product', blockId: block.id, page, key: Date.now() })}
                        onToggle={(page, value) => void togglePage(block, page, value)}
                        onDelete={(page) => setPopup({ kind: 'delete-page', block, page })}
                      />
                    )}
                  </Draggable>
                ))}
                {drop.placeholder}
              </ol>
            )}
          </Droppable>
        </DragDropContext>
      )}
      {popup?.kind === 'block' && (
        <BlockFormPopup key={popup.key} block={popup.block} templates={templates} onSaved={blockSaved} onClose={() => setPopup(null)} />
      )}
      {popup?.kind === 'product' && (
        <ProductPagePopup
          key={popup.key}
          blockId={popup.blockId}
          page={popup.page}
          taken={(blocks.find((b) => b.id === popup.blockId)?.children ?? []).flatMap((p) => ('productId' in p ? [p.productId] : []))}
          onSaved={(page) => pageSaved(popup.blockId, page)}
          onClose={() => setPopup(null)}
        />
      )}
      <AsyncConfirmPopup
        open={popup?.kind === 'delete-block' || popup?.kind === 'delete-page'}
        message={deleteMessage}
        onConfirm={async () => {
          if (popup?.kind === 'delete-block') {
            const { id } = popup.block;
            await change({ removeBlock: id }, () => blocksApi.remove(id));
          } else if (popup?.kind === 'delete-page') {
            const { block, page } = popup;
            await change({ blockId: block.id, removePage: page.id }, () =>
              block.template === 'products' ? productPagesApi.remove(block.id, page.id) : promoApi.remove(block.id, page.id),
            );
          }
        }}
        onClose={() => setPopup(null)}
      />
    </section>
  );
}
