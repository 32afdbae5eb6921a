'use client';

import { useState } from 'react';
import { AsyncConfirmPopup } from '@/components/ui/async-confirm-popup';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { listReducer, useRouteData } from '@/components/ui/use-route-data';
import { settingsApi, type BonusLevel } from '@/lib/settings/api';
import { formatMoney, formatNumber } from '@/lib/format/format';
import { BonusLevelPopup } from './bonus-level-popup';
import { EditableTable, type EditableColumn } from './editable-table';
import styles from './settings.module.css';

type Editing = { level: BonusLevel | null; key: number } | null;

const LEVEL_COLUMNS: EditableColumn<BonusLevel>[] = [
  { title: 'Название', cell: (level) => level.name },
  { title: 'Сумма покупок от', cell: (level) => formatMoney(level.threshold) },
  { title: 'Процент', cell: (level) => `${formatNumber(level.percent)}%` },
];

const byThreshold = (a: BonusLevel, b: BonusLevel) => a.threshold - b.threshold || a.id - b.id;

/**
 * §3 loyalty levels (each has an id): create appends, edit replaces by id, delete removes after a
 * confirmation; each change is shown at once and the route is then revalidated.
 */
export function BonusLevels({ levels: serverLevels }: { levels: BonusLevel[] }) {
  const { notify } = useToast();
  const { data, change, showSaved } = useRouteData(serverLevels, listReducer<BonusLevel>);
  const levels = [...data].sort(byThreshold);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<BonusLevel | null>(null);

  const saved = (level: BonusLevel) => {
    const isNew = !levels.some((l) => l.id === level.id);
    showSaved({ put: level });
    setEditing(null);
    notify({ tone: 'success', text: isNew ? 'Уровень добавлен' : 'Уровень сохранён' });
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    await change({ remove: deleting.id }, () => settingsApi.removeLevel(deleting.id));
    notify({ tone: 'success', text: 'Уровень удалён' });
  };

  return (
    <section className={styles.card} aria-labelledby="levels-title">
      <div className={styles.cardHeader}>
        <h2 id="levels-title">Уровни бонусной программы</h2>
        <Button onClick={() => setEditing({ level: null, key: Date.now() })}>Добавить уровень</Button>
      </div>
      {levels.length === 0 ? (
        <p className={styles.empty}>Уровней пока нет</p>
      ) : (
        <EditableTable
          labelledBy="levels-title"
          regionLabel="Таблица уровней"
          columns={LEVEL_COLUMNS}
          rows={levels}
          onEdit={(level) => setEditing({ level, key: Date.now() })}
          onDelete={setDeleting}
        />
      )}
      {editing && <BonusLevelPopup key={editing.key} level={editing.level} onSaved={saved} onClose={() => setEditing(null)} />}
      <AsyncConfirmPopup
        open={deleting !== null}
        message={deleting ? `Вы действительно хотите удалить уровень «${deleting.name}»?` : undefined}
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
