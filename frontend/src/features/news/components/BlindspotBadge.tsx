import type { NewsStory } from '../api/types';
import { blindspotText } from '../utils/story-text';

/** "Blindspot: the Left barely covers this story", or that too few outlets are rated to say. */
export function BlindspotBadge({
  story,
}: {
  story: Pick<NewsStory, 'blindspots' | 'tooFewRated'>;
}) {
  const badge = blindspotText(story);
  if (!badge) return null;
  return (
    <span
      className={`badge ${story.tooFewRated ? 'story-thin' : 'story-blindspot'}`}
      title={badge.title}
    >
      {badge.text}
    </span>
  );
}
