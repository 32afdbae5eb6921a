'use client';

import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { Toggle } from '@/components/ui/toggle';
import { useToast } from '@/components/ui/toast';
import { useRouteData } from '@/components/ui/use-route-data';
import { ApiError, GENERIC_ERROR } from '@/lib/api/api-error';
import { SECTION_TYPE_NAMES, sectionsApi } from '@/lib/company/api';
import type { SectionDetails } from '@/lib/company/types';
import { required } from '@/lib/validation/messages';
import styles from './company.module.css';

export type { SectionDetails } from '@/lib/company/types';

const TITLE_MAX = 60;

type Saved = Pick<SectionDetails, 'title' | 'isActive'>;
const merge = (current: Saved, change: Partial<Saved>): Saved => ({ ...current, ...change });

/**
 * A company section's head: its title (renamed here), its type, and its activity switch. The
 * saved title and state are the page's props (a change shows at once and the route, with the
 * side menu, re-renders); only the title being typed is this component's own, and it starts
 * over whenever the server's title changes (another section under the same id included).
 */
export function SectionHeader({ section }: { section: SectionDetails }) {
  const { notify } = useToast();
  const { data: saved, change } = useRouteData<Saved, Partial<Saved>>({ title: section.title, isActive: section.isActive }, merge);
  const [draft, setDraft] = useState({ for: section.title, title: section.title });
  const title = draft.for === section.title ? draft.title : section.title;
  const setTitle = (value: string) => setDraft({ for: section.title, title: value });
  const [titleError, setTitleError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const [toggling, setToggling] = useState(false);
  const savedTitle = saved.title;
  const isActive = saved.isActive;

  const rename = async (event: FormEvent) => {
    event.preventDefault();
    const value = title.trim();
    if (!value) return setTitleError(required('Название'));
    if (value.length > TITLE_MAX) return setTitleError(`Название должно быть не длиннее ${TITLE_MAX} символов`);
    setTitleError(undefined);
    setSaving(true);
    try {
      const result = await change({ title: value }, () => sectionsApi.update(section.id, { title: value }));
      setTitle(result.title);
      notify({ tone: 'success', text: 'Название раздела сохранено' });
    } catch (failure) {
      const apiError = failure instanceof ApiError ? failure : null;
      setTitleError(apiError?.fieldErrors.title?.join(' ') ?? apiError?.error ?? GENERIC_ERROR);
    } finally {
      setSaving(false);
    }
  };

  const toggle = async (value: boolean) => {
    setToggling(true);
    try {
      const result = await change({ isActive: value }, () => sectionsApi.update(section.id, { isActive: value }));
      notify({ tone: 'success', text: result.isActive ? 'Раздел включён' : 'Раздел выключен' });
    } catch (failure) {
      notify({ tone: 'error', text: failure instanceof ApiError ? failure.error : GENERIC_ERROR });
    } finally {
      setToggling(false);
    }
  };

  return (
    <header className={styles.card}>
      <h1 id="section-title">{savedTitle}</h1>
      <p className={styles.meta}>
        {SECTION_TYPE_NAMES[section.type]} ·{' '}
        <span className={isActive ? styles.active : styles.inactive}>{isActive ? 'Активен' : 'Не активен'}</span>
      </p>
      <form className={styles.rename} onSubmit={(event) => void rename(event)} noValidate aria-label="Переименование раздела">
        <TextField
          label="Название раздела"
          value={title}
          maxLength={TITLE_MAX + 20}
          onChange={(event) => setTitle(event.target.value)}
          error={titleError}
        />
        <Button type="submit" variant="secondary" pending={saving} disabled={title.trim() === savedTitle}>
          Сохранить название
        </Button>
      </form>
      <Toggle checked={isActive} onChange={(value) => void toggle(value)} label="Раздел активен" pending={toggling} />
    </header>
  );
}
