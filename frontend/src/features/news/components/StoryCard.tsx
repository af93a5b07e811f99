import { memo, useId } from 'react';
import { formatDate } from '../../../lib/format';
import type { NewsStory } from '../api/types';
import { sentimentRangeText } from '../utils/story-text';
import { BlindspotBadge } from './BlindspotBadge';
import { CoverageBar } from './CoverageBar';
import { SampleBadge } from './SampleBadge';
import { StoryOutlets } from './StoryOutlets';

/** One story: its outlets, who covered it (Left / Center / Right), its sentiment range, blindspots. */
export const StoryCard = memo(function StoryCard({
  story,
  onOpen,
}: {
  story: NewsStory;
  onOpen: (id: string) => void;
}) {
  const titleId = useId();
  return (
    <article className="card story-card" aria-labelledby={titleId} data-testid="story-card">
      <div className="story-card-top">
        <span className="story-count">
          {story.articleCount} articles · {story.outlets.length} outlets
        </span>
        {story.sample && <SampleBadge />}
        <BlindspotBadge story={story} />
      </div>
      <h3 className="story-card-title" id={titleId}>
        {story.title}
      </h3>
      <p className="story-card-dates">
        <time dateTime={story.lastPublishedAt}>{formatDate(story.lastPublishedAt)}</time>
      </p>
      <StoryOutlets outlets={story.outlets} />
      <CoverageBar coverage={story.coverage} />
      <p className="story-sentiment">{sentimentRangeText(story)}</p>
      <button
        type="button"
        className="btn btn-secondary btn-sm"
        aria-describedby={titleId}
        onClick={() => onOpen(story.id)}
      >
        See the full story
      </button>
    </article>
  );
});
