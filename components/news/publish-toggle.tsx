'use client';

import { useState } from 'react';
import { Toggle } from '@/components/ui/toggle';
import { useToast } from '@/components/ui/toast';
import { ApiError, GENERIC_ERROR } from '@/lib/api/api-error';
import { newsApi, type NewsItem } from '@/lib/news/api';

/** Publishes or hides an article at once; the switch shows the saved state, not the wish. */
export function PublishToggle({ item, onSaved }: { item: NewsItem; onSaved: (saved: NewsItem) => void }) {
  const [published, setPublished] = useState(item.isPublished);
  const [pending, setPending] = useState(false);
  const { notify } = useToast();

  const change = async (next: boolean) => {
    setPending(true);
    try {
      const saved = await newsApi.setPublished(item.id, next);
      setPublished(saved.isPublished);
      notify({ tone: 'success', text: saved.isPublished ? 'Новость опубликована' : 'Новость снята с публикации' });
      onSaved(saved);
    } catch (failure) {
      notify({ tone: 'error', text: failure instanceof ApiError ? failure.error : GENERIC_ERROR });
    } finally {
      setPending(false);
    }
  };

  return <Toggle checked={published} onChange={change} pending={pending} hideLabel label={`Опубликовать новость «${item.title}»`} />;
}
