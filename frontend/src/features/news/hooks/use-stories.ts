import { useEffect, useState } from 'react';
import { fetchStories } from '../api/news-api';
import type { Article, NewsStory } from '../api/types';

/**
 * The stories, read again whenever the article list is (given the loaded list, null while it is
 * not loaded). Stories are an addition to the list: when they cannot be read the page shows the
 * articles without them, and says nothing.
 */
export function useStories(articles: Article[] | null): NewsStory[] {
  const [stories, setStories] = useState<NewsStory[]>([]);
  useEffect(() => {
    if (!articles) return;
    const controller = new AbortController();
    fetchStories(controller.signal)
      .then((list) => {
        if (!controller.signal.aborted) setStories(list);
      })
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Loading the stories failed', err);
        setStories([]);
      });
    return () => controller.abort();
  }, [articles]);
  return stories;
}
