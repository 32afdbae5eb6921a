'use client';

import { DragDropContext, Draggable, Droppable, type DropResult } from '@/components/ui/deferred-dnd';
import { russianDragAnnouncements } from '@/lib/ui/drag-announcements';
import { IntentLink } from '@/components/ui/intent-link';
import { useState } from 'react';
import { FormError } from '@/components/ui/form-error';
import { Toggle } from '@/components/ui/toggle';
import { listReducer, useRouteData } from '@/components/ui/use-route-data';
import { useToast } from '@/components/ui/toast';
import { ApiError, GENERIC_ERROR } from '@/lib/api/api-error';
import { SECTION_TYPE_NAMES, sectionsApi, type SectionSummary } from '@/lib/company/api';
import { moveItem } from '@/lib/home/reorder';
import { paths } from '@/lib/paths';
import { DragHandleIcon, MoveButtons } from './move-buttons';
import { SectionIcon } from './section-icon';
import styles from './company.module.css';

/** Not in the specification: said when a new order could not be saved and was undone. */
export const SECTIONS_REORDER_FAILED = 'Не удалось изменить порядок разделов';

const errorText = (failure: unknown) => (failure instanceof ApiError ? failure.error : GENERIC_ERROR);

/**
 * The company's information sections (§2 /company): name, type and activity; the activity is
 * switched in place and the order changed by dragging, by the keyboard (space on the handle,
 * then arrows) or with the move buttons. Every change is saved at once (PUT about/{id}), shown
 * at once and followed by a re-render of the route, which the side menu's list is part of.
 */
export function SectionsTable({ sections: serverSections }: { sections: SectionSummary[] }) {
  const { data: sections, change, pending: busy } = useRouteData(serverSections, listReducer<SectionSummary>);
  const [pendingId, setPendingId] = useState<number | null>(null);
  const [reorderError, setReorderError] = useState<string | null>(null);
  const { notify } = useToast();

  const move = async (from: number, to: number) => {
    const moved = sections[from];
    if (!moved || from === to || to < 0 || to >= sections.length) return;
    setReorderError(null);
    try {
      await change({ order: moveItem(sections, from, to) }, () => sectionsApi.update(moved.id, { sort: to }));
    } catch (failure) {
      setReorderError(`${SECTIONS_REORDER_FAILED}: ${errorText(failure)}`);
    }
  };

  const toggle = async (section: SectionSummary, isActive: boolean) => {
    setPendingId(section.id);
    try {
      const saved = await change({ patch: { id: section.id, isActive } }, () => sectionsApi.update(section.id, { isActive }));
      notify({ tone: 'success', text: saved.isActive ? `Раздел «${section.title}» включён` : `Раздел «${section.title}» выключен` });
    } catch (failure) {
      notify({ tone: 'error', text: errorText(failure) });
    } finally {
      setPendingId(null);
    }
  };

  const onDragEnd = ({ source, destination }: DropResult) => {
    if (destination) void move(source.index, destination.index);
  };

  return (
    <section aria-labelledby="sections-title">
      <h1 id="sections-title">Компания</h1>
      <p className={styles.meta}>Разделы с информацией о компании в приложении. Перетащите раздел, чтобы изменить порядок.</p>
      <FormError>{reorderError}</FormError>
      {sections.length === 0 ? (
        <p className={styles.empty}>Отсутствуют</p>
      ) : (
        <div className={styles.list}>
          <div className={styles.listHead} aria-hidden="true">
            <span />
            <span>Наименование</span>
            <span>Тип</span>
            <span>Активность</span>
            <span>Порядок</span>
          </div>
          <DragDropContext {...russianDragAnnouncements(onDragEnd)}>
            <Droppable droppableId="company-sections">
              {(drop) => (
                <ol ref={drop.innerRef} {...drop.droppableProps} className={styles.rows} aria-label="Разделы компании">
                  {sections.map((section, index) => (
                    <Draggable key={section.id} draggableId={String(section.id)} index={index} isDragDisabled={busy}>
                      {(drag, snapshot) => (
                        <li
                          ref={drag.innerRef}
                          {...drag.draggableProps}
                          className={[styles.row, snapshot.isDragging && styles.dragging].filter(Boolean).join(' ')}
                          aria-label={section.title}
                        >
                          <div
                            // A button even while dragging is paused (the library then gives no props): an aria-label
                            // needs a role, and the user sees why nothing moves.
                            role="button"
                            aria-disabled={drag.dragHandleProps ? undefined : true}
                            {...drag.dragHandleProps}
                            className={styles.handle}
                            aria-label={`Переместить раздел «${section.title}»`}
                          >
                            <DragHandleIcon />
                          </div>
                          <IntentLink href={paths.menuSection(section.id)} className={styles.title}>
                            <SectionIcon name={section.icon} size={18} />
                            {section.title}
                          </IntentLink>
                          <span className={styles.meta}>{SECTION_TYPE_NAMES[section.type]}</span>
                          <Toggle
                            checked={section.isActive}
                            onChange={(value) => void toggle(section, value)}
                            label={`Раздел «${section.title}» активен`}
                            hideLabel
                            pending={pendingId === section.id}
                          />
                          <MoveButtons
                            title={section.title}
                            disabled={busy}
                            canUp={index > 0}
                            canDown={index < sections.length - 1}
                            onUp={() => void move(index, index - 1)}
                            onDown={() => void move(index, index + 1)}
                          />
                        </li>
                      )}
                    </Draggable>
                  ))}
                  {drop.placeholder}
                </ol>
              )}
            </Droppable>
          </DragDropContext>
        </div>
      )}
    </section>
  );
}
