'use client';

import { DragDropContext, Draggable, Droppable, type DropResult } from '@/components/ui/deferred-dnd';
import dynamic from 'next/dynamic';
import { russianDragAnnouncements } from '@/lib/ui/drag-announcements';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EDIT_TEXT } from '@/components/ui/button-texts';
import { FormError } from '@/components/ui/form-error';
import { Toggle } from '@/components/ui/toggle';
import { useToast } from '@/components/ui/toast';
import { listReducer, useRouteData } from '@/components/ui/use-route-data';
import { ApiError, GENERIC_ERROR } from '@/lib/api/api-error';
import { settingsApi, type NavbarItem } from '@/lib/settings/api';
import { moveItem } from '@/lib/home/reorder';
import { MAX_ACTIVE_NAVBAR_ITEMS, NAVBAR_ACTIVE_LIMIT, NAVBAR_ICON_OPTIONS, optionName } from '@/lib/settings/options';
import { NavbarIcon } from './navbar-icon';
import styles from './settings.module.css';

// The edit dialog (its form and schema) loads after the first paint: nothing shows it before a click.
const NavbarItemPopup = dynamic(() => import('./navbar-item-popup').then((m) => m.NavbarItemPopup), { ssr: false });

/** Not in the specification: said when a move could not be saved and was undone. */
export const NAVBAR_REORDER_FAILED = 'Не удалось изменить порядок пунктов';

const payloadOf = (item: NavbarItem, change: Partial<NavbarItem> = {}) => {
  const next = { ...item, ...change };
  return { name: next.name, icon: next.icon, isActive: next.isActive, sort: next.sort };
};

const renumber = (items: NavbarItem[]) => items.map((item, sort) => ({ ...item, sort }));

/**
 * The app's bottom navigation (GET navbar-items, PUT navbar-items/{id}): rename and icon in a
 * popup, activity by toggle, order by dragging or the up/down buttons; each change saves one item,
 * is shown at once and the route is then revalidated (a failed save falls back by itself).
 */
export function NavbarItems({ items: serverItems }: { items: NavbarItem[] }) {
  const { notify } = useToast();
  const { data, change, showSaved } = useRouteData(serverItems, listReducer<NavbarItem>);
  const items = renumber([...data].sort((a, b) => a.sort - b.sort));
  const [editing, setEditing] = useState<{ item: NavbarItem; key: number } | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [rowError, setRowError] = useState<{ id: number; text: string } | null>(null);
  const [listError, setListError] = useState<string | null>(null);

  const failureText = (failure: unknown, field?: string) => {
    if (!(failure instanceof ApiError)) return GENERIC_ERROR;
    return (field && failure.fieldErrors[field]?.join(' ')) || failure.error;
  };

  const move = async (from: number, to: number) => {
    const moved = items[from];
    if (!moved || to < 0 || to >= items.length || from === to || busyId !== null) return;
    setListError(null);
    setRowError(null);
    setBusyId(moved.id);
    try {
      await change({ order: renumber(moveItem(items, from, to)) }, () => settingsApi.updateNavbarItem(moved.id, payloadOf(moved, { sort: to })));
    } catch (failure) {
      setListError(`${NAVBAR_REORDER_FAILED}: ${failureText(failure, 'sort')}`);
    } finally {
      setBusyId(null);
    }
  };

  const toggle = async (item: NavbarItem, isActive: boolean) => {
    setRowError(null);
    // Said here, before a call the upstream would refuse.
    if (isActive && items.filter((i) => i.isActive).length >= MAX_ACTIVE_NAVBAR_ITEMS) {
      setRowError({ id: item.id, text: NAVBAR_ACTIVE_LIMIT });
      return;
    }
    setBusyId(item.id);
    try {
      await change({ patch: { id: item.id, isActive } }, () => settingsApi.updateNavbarItem(item.id, payloadOf(item, { isActive })));
    } catch (failure) {
      setRowError({ id: item.id, text: failureText(failure, 'isActive') });
    } finally {
      setBusyId(null);
    }
  };

  const onDragEnd = ({ source, destination }: DropResult) => {
    if (destination) void move(source.index, destination.index);
  };

  return (
    <section className={styles.card} aria-labelledby="navbar-title">
      <h2 id="navbar-title">Нижнее меню приложения</h2>
      <p className={styles.lead}>
        Перетащите пункт или используйте кнопки «Выше» и «Ниже», чтобы изменить порядок. Активных пунктов может быть не больше пяти.
      </p>
      <FormError>{listError}</FormError>
      {items.length === 0 ? (
        <p className={styles.empty}>Пунктов пока нет</p>
      ) : (
        <DragDropContext {...russianDragAnnouncements(onDragEnd)}>
          <Droppable droppableId="navbar-items">
            {(drop) => (
              <ol ref={drop.innerRef} {...drop.droppableProps} className={styles.navList} aria-label="Пункты нижнего меню">
                {items.map((item, index) => (
                  <Draggable key={item.id} draggableId={String(item.id)} index={index} isDragDisabled={busyId !== null}>
                    {(drag, snapshot) => (
                      <li
                        ref={drag.innerRef}
                        {...drag.draggableProps}
                        className={[styles.navItem, snapshot.isDragging && styles.navItemDragging].filter(Boolean).join(' ')}
                        aria-label={item.name}
                      >
                        <span
                          // A button even while dragging is paused (the library then gives no props): an aria-label
                          // needs a role, and the user sees why nothing moves.
                          role="button"
                          aria-disabled={drag.dragHandleProps ? undefined : true}
                          {...drag.dragHandleProps}
                          className={styles.handle}
                          aria-label={`Переместить пункт «${item.name}»`}
                        >
                          ⠿
                        </span>
                        <span className={styles.navName}>{item.name}</span>
                        <span className={styles.navIcon}>
                          <NavbarIcon name={item.icon} />
                          Иконка: {optionName(NAVBAR_ICON_OPTIONS, item.icon)}
                        </span>
                        <Toggle
                          label={`Показывать «${item.name}»`}
                          hideLabel
                          checked={item.isActive}
                          pending={busyId === item.id}
                          disabled={busyId !== null && busyId !== item.id}
                          onChange={(value) => void toggle(item, value)}
                        />
                        <span className={styles.navMoves}>
                          <Button
                            variant="secondary"
                            aria-label={`Выше: ${item.name}`}
                            disabled={index === 0 || busyId !== null}
                            onClick={() => void move(index, index - 1)}
                          >
                            ↑
                          </Button>
                          <Button
                            variant="secondary"
                            aria-label={`Ниже: ${item.name}`}
                            disabled={index === items.length - 1 || busyId !== null}
                            onClick={() => void move(index, index + 1)}
                          >
                            ↓
                          </Button>
                        </span>
                        <Button variant="link" onClick={() => setEditing({ item, key: Date.now() })}>
                          {EDIT_TEXT}
                        </Button>
                        {rowError?.id === item.id && (
                          <span className={styles.navError} role="alert">
                            {rowError.text}
                          </span>
                        )}
                      </li>
                    )}
                  </Draggable>
                ))}
                {drop.placeholder}
              </ol>
            )}
          </Droppable>
        </DragDropContext>
      )}
      {editing && (
        <NavbarItemPopup
          key={editing.key}
          item={editing.item}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            showSaved({ patch: { id: saved.id, name: saved.name, icon: saved.icon } });
            setEditing(null);
            notify({ tone: 'success', text: 'Пункт меню сохранён' });
          }}
        />
      )}
    </section>
  );
}
