'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/button';
import { ContextMenu } from '@/components/ui/context-menu';
import cards from './card-table.module.css';
import listStyles from './list-page.module.css';

export interface RowAction {
  label: string;
  /** What a screen reader hears on the wide screen's link or button, e.g. «Удалить «Шарф»». */
  ariaLabel?: string;
  /** A link (opens the record); otherwise `onSelect` runs. */
  href?: string;
  onSelect?: () => void;
  danger?: boolean;
  /** The class of the wide screen's link or button (e.g. the list's red for deletion). */
  className?: string;
}

export interface RowActionsProps {
  actions: readonly RowAction[];
  /** The row's name, for the menu button's accessible name: «Действия: «Шарф»». */
  name: string;
}

/**
 * A row's actions: links and buttons side by side on a wide screen, one «⋯» menu on a phone
 * (a row turned into a card has no room for them, and small links next to each other are easy
 * to miss with a finger). Both are in the page; CSS shows one, so the server render is right.
 */
export function RowActions({ actions, name }: RowActionsProps) {
  const router = useRouter();
  return (
    <>
      <div className={`${listStyles.rowActions} ${cards.wideOnly}`}>
        {actions.map((action) =>
          action.href ? (
            <IntentLink key={action.label} href={action.href} className={action.className} aria-label={action.ariaLabel}>
              {action.label}
            </IntentLink>
          ) : (
            <Button key={action.label} variant="link" className={action.className} aria-label={action.ariaLabel} onClick={action.onSelect}>
              {action.label}
            </Button>
          ),
        )}
      </div>
      <ContextMenu
        className={cards.menuOnly}
        label={`Действия: «${name}»`}
        items={actions.map((action) => ({
          label: action.label,
          danger: action.danger,
          onSelect: () => (action.href ? router.push(action.href) : action.onSelect?.()),
        }))}
      />
    </>
  );
}
