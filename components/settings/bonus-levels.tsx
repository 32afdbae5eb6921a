'use client';

import { useState } from 'react';
import { AsyncConfirmPopup } from '@/components/ui/async-confirm-popup';
import { Button } from '@/components/ui/button';
import { DELETE_TEXT, EDIT_TEXT } from '@/components/ui/button-texts';
import { useToast } from '@/components/ui/toast';
import { settingsApi, type BonusLevel } from '@/lib/api/settings';
import { formatMoney, formatNumber } from '@/lib/format';
import { BonusLevelPopup } from './bonus-level-popup';
import styles from './settings.module.css';

type Editing = { level: BonusLevel | null; key: number } | null;

const byThreshold = (a: BonusLevel, b: BonusLevel) => a.threshold - b.threshold || a.id - b.id;

/** §3 loyalty levels (each has an id): create appends, edit replaces by id, delete removes after a confirmation. */
export function BonusLevels({ levels: initial }: { levels: BonusLevel[] }) {
  const { notify } = useToast();
  const [levels, setLevels] = useState(() => [...initial].sort(byThreshold));
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<BonusLevel | null>(null);

  const saved = (level: BonusLevel) => {
    const isNew = !levels.some((l) => l.id === level.id);
    setLevels((list) => (isNew ? [...list, level] : list.map((l) => (l.id === level.id ? level : l))).sort(byThreshold));
    setEditing(null);
    notify({ tone: 'success', text: isNew ? 'Уровень добавлен' : 'Уровень сохранён' });
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    await settingsApi.removeLevel(deleting.id);
    setLevels((list) => list.filter((l) => l.id !== deleting.id));
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
        <div className={styles.tableWrap}>
          <table className={styles.table} aria-labelledby="levels-title">
            <thead>
              <tr>
                <th scope="col">Название</th>
                <th scope="col">Сумма покупок от</th>
                <th scope="col">Процент</th>
                <th scope="col">
                  <span className="visually-hidden">Действия</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {levels.map((level) => (
                <tr key={level.id}>
                  <td>{level.name}</td>
                  <td>{formatMoney(level.threshold)}</td>
                  <td>{formatNumber(level.percent)}%</td>
                  <td>
                    <div className={styles.rowActions}>
                      <Button variant="link" onClick={() => setEditing({ level, key: Date.now() })}>
                        {EDIT_TEXT}
                      </Button>
                      <Button
                        variant="link"
                        className={styles.danger}
                        onClick={() => setDeleting(level)}
                      >
                        {DELETE_TEXT}
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
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
