'use client';

import { DragDropContext, Draggable, Droppable, type DropResult } from '@hello-pangea/dnd';
import { useState } from 'react';
import { AsyncConfirmPopup } from '@/components/ui/async-confirm-popup';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { useToast } from '@/components/ui/toast';
import { ApiError, GENERIC_ERROR } from '@/lib/api/api-error';
import { blocksApi, productPagesApi, type BlockPage, type BlockTemplateOption, type InfoBlock, type ProductPage, type PromoPage } from '@/lib/api/mainpage';
import { promoApi } from '@/lib/api/promo';
import { moveItem } from '@/lib/home-reorder';
import { BlockFormPopup } from './block-form-popup';
import { pageTitle } from './block-pages';
import { InfoBlockCard } from './info-block-card';
import { ProductPagePopup } from './product-page-popup';
import styles from './home.module.css';

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

/** §2 "Information blocks": reorderable blocks with their pages, and their popups. */
export function InfoBlocks({ blocks: initial, templates, error }: InfoBlocksProps) {
  const [blocks, setBlocks] = useState(initial);
  const [popup, setPopup] = useState<Popup>(null);
  const [reordering, setReordering] = useState(false);
  const [reorderError, setReorderError] = useState<string | null>(null);
  const [pendingPageId, setPendingPageId] = useState<number | null>(null);
  const { notify } = useToast();
  const templateName = (block: InfoBlock) => templates.find((t) => t.name === block.template)?.nameRu ?? block.template;

  const replaceBlock = (id: number, change: (block: InfoBlock) => InfoBlock) =>
    setBlocks((list) => list.map((b) => (b.id === id ? change(b) : b)));

  const blockSaved = (saved: InfoBlock) =>
    setBlocks((list) => (list.some((b) => b.id === saved.id) ? list.map((b) => (b.id === saved.id ? { ...b, ...saved } : b)) : [...list, saved]));

  const pageSaved = (blockId: number, page: BlockPage) =>
    replaceBlock(blockId, (b) => ({
      ...b,
      children: b.children.some((p) => p.id === page.id) ? b.children.map((p) => (p.id === page.id ? page : p)) : [...b.children, page],
    }));

  // §4: the new index goes as `sort`, only when it changed; a failed save is undone. A drop while
  // the previous move is saving snaps back. Dragging itself stays enabled: a disabled draggable
  // loses its handle, and the library could not give the keyboard focus back after a drop.
  const onDragEnd = async ({ source, destination }: DropResult) => {
    if (reordering || !destination || destination.index === source.index) return;
    const before = blocks;
    const moved = before[source.index];
    if (!moved) return;
    setBlocks(moveItem(before, source.index, destination.index));
    setReorderError(null);
    setReordering(true);
    try {
      await blocksApi.update(moved.id, { title: moved.title, isActive: moved.isActive, sort: destination.index });
    } catch (failure) {
      setBlocks(before);
      setReorderError(failure instanceof ApiError && failure.error ? `${REORDER_FAILED}: ${failure.error}` : REORDER_FAILED);
    } finally {
      setReordering(false);
    }
  };

  const togglePage = async (block: InfoBlock, page: BlockPage, isActive: boolean) => {
    setPendingPageId(page.id);
    try {
      if (block.template === 'products') {
        const saved = await productPagesApi.update(block.id, { ...(page as ProductPage), isActive });
        pageSaved(block.id, { ...page, ...saved, title: (page as ProductPage).title ?? saved.title });
      } else {
        const promo = page as PromoPage;
        const saved = await promoApi.update(block.id, promo.id, {
          title: promo.title,
          description: promo.description,
          categoryId: promo.categoryId ?? 0,
          isActive,
        });
        pageSaved(block.id, saved);
      }
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
        <DragDropContext onDragEnd={(result) => void onDragEnd(result)}>
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
          onSaved={(page) => pageSaved(popup.blockId, page)}
          onClose={() => setPopup(null)}
        />
      )}
      <AsyncConfirmPopup
        open={popup?.kind === 'delete-block' || popup?.kind === 'delete-page'}
        message={deleteMessage}
        onConfirm={async () => {
          if (popup?.kind === 'delete-block') {
            await blocksApi.remove(popup.block.id);
            setBlocks((list) => list.filter((b) => b.id !== popup.block.id));
          } else if (popup?.kind === 'delete-page') {
            const { block, page } = popup;
            await (block.template === 'products' ? productPagesApi.remove(block.id, page.id) : promoApi.remove(block.id, page.id));
            replaceBlock(block.id, (b) => ({ ...b, children: b.children.filter((p) => p.id !== page.id) }));
          }
        }}
        onClose={() => setPopup(null)}
      />
    </section>
  );
}
