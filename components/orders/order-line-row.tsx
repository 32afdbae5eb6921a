'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { DELETE_TEXT } from '@/components/ui/button-texts';
import { Select } from '@/components/ui/select';
import { ApiError, GENERIC_ERROR } from '@/lib/api/api-error';
import { ORDER_ITEM_STATUSES, type OrderItem, type OrderItemStatus } from '@/lib/orders/api';
import { formatMoney } from '@/lib/format/format';
import { paths } from '@/lib/paths';
import { orderMessages, parseQuantity } from '@/lib/orders/forms';
import styles from './orders.module.css';

export interface OrderLineRowProps {
  item: OrderItem;
  /** Saves a change of the line; rejects with the server's error. */
  onChange: (item: OrderItem, patch: { quantity?: number; status?: OrderItemStatus }) => Promise<void>;
  onDelete: (item: OrderItem) => void;
}

/** One order line: the quantity is saved on Enter or leaving the field, the status on choice. */
export function OrderLineRow({ item, onChange, onDelete }: OrderLineRowProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [text, setText] = useState(String(item.quantity));
  const [shown, setShown] = useState(item.quantity);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // The text the server last refused: leaving the field does not send it again.
  const [refused, setRefused] = useState<string | null>(null);

  // The server answered with another quantity (a save, a reload): show it.
  if (item.quantity !== shown) {
    setShown(item.quantity);
    setText(String(item.quantity));
    setError(null);
  }

  // Disabling the input while saving blurs it, and blur commits too: one save at a time.
  const saving = useRef(false);

  const save = async (patch: { quantity?: number; status?: OrderItemStatus }) => {
    if (saving.current) return;
    saving.current = true;
    setPending(true);
    setError(null);
    try {
      await onChange(item, patch);
    } catch (failure) {
      // What was typed stays, with the server's reason under it.
      const apiError = failure instanceof ApiError ? failure : null;
      const field = apiError?.fieldErrors.quantity ?? apiError?.fieldErrors.status;
      setError(field?.join(' ') ?? apiError?.error ?? GENERIC_ERROR);
      if (patch.quantity !== undefined) setRefused(String(patch.quantity));
    } finally {
      saving.current = false;
      setPending(false);
    }
  };

  const commitQuantity = () => {
    if (text.trim() === String(item.quantity)) {
      setError(null);
      return;
    }
    if (text.trim() === refused) return;
    const quantity = parseQuantity(text);
    if (quantity === null) setError(orderMessages.quantity);
    else void save({ quantity });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commitQuantity();
    } else if (event.key === 'Escape') {
      setText(String(item.quantity));
      setError(null);
    }
  };

  return (
    <tr aria-busy={pending || undefined}>
      {/* A line picked from the catalogue leads to its product. */}
      <td data-card="title">{item.productId ? <IntentLink href={paths.product(item.productId)}>{item.name}</IntentLink> : item.name}</td>
      <td className={styles.number} data-label="Цена">{formatMoney(item.price)}</td>
      <td data-label="Количество">
        <div className={styles.quantity}>
          <label htmlFor={inputId} className="visually-hidden">
            Количество «{item.name}»
          </label>
          <input
            id={inputId}
            inputMode="numeric"
            value={text}
            disabled={pending}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => setText(event.target.value)}
            onBlur={commitQuantity}
            onKeyDown={onKeyDown}
          />
          {error && (
            <span id={errorId} className={styles.fieldError} role="alert">
              {error}
            </span>
          )}
        </div>
      </td>
      <td className={styles.number} data-label="Сумма">{formatMoney(item.total)}</td>
      <td data-label="Статус">
        <Select
          className={styles.lineStatus}
          label={`Статус позиции «${item.name}»`}
          hideLabel
          options={ORDER_ITEM_STATUSES}
          value={item.status}
          disabled={pending}
          onChange={(status) => {
            if (status !== item.status) void save({ status });
          }}
        />
      </td>
      <td>
        <Button
          variant="link"
          className={styles.danger}
          aria-label={`${DELETE_TEXT} позицию «${item.name}»`}
          onClick={() => onDelete(item)}
        >
          {DELETE_TEXT}
        </Button>
      </td>
    </tr>
  );
}
