/**
 * Grouping articles into stories (articles about one event), as a pure function so that unit tests
 * and the clustering benchmark run exactly what ingestion runs. An article joins the story whose
 * centroid (the mean of its articles' sentence vectors) is most similar to its own vector, when that
 * cosine reaches the threshold and the story's articles were published within the time window of
 * it; otherwise it starts a story of its own. Articles are taken oldest first, so a story grows in
 * the order its event was reported and a run's outcome does not depend on the feeds' order.
 */

export interface ClusterOptions {
  /** Least cosine between an article and a story's centroid for the article to join it. */
  threshold: number;
  /** How far an article may lie outside a story's [first, last] publication times. */
  windowMs: number;
}

/** NEWS_STORY_SIMILARITY and NEWS_STORY_WINDOW_HOURS's defaults (bench/README.md, stories). */
export const DEFAULT_CLUSTER_OPTIONS: ClusterOptions = {
  threshold: 0.725,
  windowMs: 72 * 60 * 60 * 1000,
};

/** A story as clustering sees it; `key` is its id, or `new:<n>` for one this call started. */
export interface StoryState {
  key: string;
  /** The mean of its articles' vectors (not rescaled: the mean is what a new article is held to). */
  centroid: number[];
  size: number;
  first: Date;
  last: Date;
}

export interface ClusterArticle {
  id: string;
  /** A length-1 sentence vector (analysis.embed). */
  embedding: number[];
  publishedAt: Date;
}

export interface Assignment {
  /** Every story this call touched (changed or started), in its new state. */
  stories: StoryState[];
  /** Article id → its story's key. */
  storyOf: Map<string, string>;
}

export function cosine(a: readonly number[], b: readonly number[]): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i] * b[i];
    na += a[i] * a[i];
    nb += b[i] * b[i];
  }
  return na > 0 && nb > 0 ? dot / Math.sqrt(na * nb) : 0;
}

function withinWindow(story: StoryState, at: Date, windowMs: number): boolean {
  const t = at.getTime();
  return t >= story.first.getTime() - windowMs && t <= story.last.getTime() + windowMs;
}

/** Assigns each article to an existing story, a story started earlier in the call, or a new one. */
export function assignToStories(
  existing: readonly StoryState[],
  articles: readonly ClusterArticle[],
  options: ClusterOptions,
): Assignment {
  const stories = existing.map((s) => ({ ...s, centroid: [...s.centroid] }));
  const touched = new Set<string>();
  const storyOf = new Map<string, string>();
  let started = 0;
  const ordered = [...articles].sort(
    (a, b) => a.publishedAt.getTime() - b.publishedAt.getTime() || a.id.localeCompare(b.id),
  );
  for (const article of ordered) {
    let best: StoryState | undefined;
    let bestSimilarity = options.threshold;
    for (const story of stories) {
      if (!withinWindow(story, article.publishedAt, options.windowMs)) continue;
      const similarity = cosine(article.embedding, story.centroid);
      if (similarity >= bestSimilarity) {
        best = story;
        bestSimilarity = similarity;
      }
    }
    if (best) {
      const size = best.size + 1;
      best.centroid = best.centroid.map((x, i) => x + (article.embedding[i] - x) / size);
      best.size = size;
      if (article.publishedAt < best.first) best.first = article.publishedAt;
      if (article.publishedAt > best.last) best.last = article.publishedAt;
    } else {
      best = {
        key: `new:${started++}`,
        centroid: [...article.embedding],
        size: 1,
        first: article.publishedAt,
        last: article.publishedAt,
      };
      stories.push(best);
    }
    touched.add(best.key);
    storyOf.set(article.id, best.key);
  }
  return { stories: stories.filter((s) => touched.has(s.key)), storyOf };
}

/** The article nearest its story's centroid: the one whose title names the story. */
export function representative<T extends { embedding: number[] }>(
  members: readonly T[],
  centroid: readonly number[],
): T | undefined {
  let best: T | undefined;
  let bestSimilarity = -Infinity;
  for (const member of members) {
    const similarity = cosine(member.embedding, centroid);
    if (similarity > bestSimilarity) {
      best = member;
      bestSimilarity = similarity;
    }
  }
  return best;
}
