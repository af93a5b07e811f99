import { useCallback, useEffect, useState } from 'react';
import { fetchActivityTags } from '../api/journal-api';
import { DEFAULT_ACTIVITIES } from '../types';

/**
 * The tags the editor offers: the signed-in writer's own, most used first, then the defaults.
 * They are asked for when the writer first reaches the tag field (`load`), so a visit that only
 * reads entries costs no request, and again after each save (`saves`), which may add a tag. Until
 * they arrive, or when they cannot, the defaults alone.
 */
export function useActivityTags(
  token: string | null,
  saves: number,
): { tags: string[]; load: () => void } {
  const [tags, setTags] = useState<string[]>([...DEFAULT_ACTIVITIES]);
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    if (!token || !wanted) return;
    const controller = new AbortController();
    fetchActivityTags(token, controller.signal)
      .then(setTags)
      .catch((err: unknown) => {
        if (!controller.signal.aborted) console.warn('Loading the activity tags failed', err);
      });
    return () => controller.abort();
  }, [token, wanted, saves]);

  return { tags, load: useCallback(() => setWanted(true), []) };
}
