import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchStory } from '../api/news-api';
import type { NewsStoryDetail } from '../api/types';

export const storyMessages = {
  loading: 'Loading the story...',
  failed: 'Could not load this story. Please try again.',
} as const;

/** The story view: opened by story id, it loads the story with its articles. */
export function useStoryModal() {
  const [story, setStory] = useState<NewsStoryDetail | null>(null);
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<'idle' | 'loading' | 'error'>('idle');
  const pending = useRef<AbortController | null>(null);

  useEffect(() => () => pending.current?.abort(), []);

  const openStory = useCallback(async (id: string) => {
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    setStory(null);
    setOpen(true);
    setState('loading');
    try {
      const detail = await fetchStory(id, controller.signal);
      if (controller.signal.aborted) return;
      setStory(detail);
      setState('idle');
    } catch (err) {
      if (controller.signal.aborted) return;
      console.warn('Loading the story failed', err);
      setState('error');
    }
  }, []);

  const close = useCallback(() => {
    pending.current?.abort();
    setOpen(false);
    setState('idle');
  }, []);

  return { story, open, state, openStory, close };
}
