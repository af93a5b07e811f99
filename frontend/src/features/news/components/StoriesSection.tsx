import type { NewsStory } from '../api/types';
import { StoryCard } from './StoryCard';
import './stories.css';

/** Stories shown above the article list; none shown, nothing rendered. */
export const STORIES_SHOWN = 6;

/** The news hub's stories: events several articles reported, with who covered them and how. */
export function StoriesSection({
  stories,
  onOpen,
}: {
  stories: NewsStory[];
  onOpen: (id: string) => void;
}) {
  if (stories.length === 0) return null;
  return (
    <section className="stories" aria-labelledby="stories-heading">
      <h2 id="stories-heading" className="stories-heading">
        Stories
      </h2>
      <p className="stories-lead">
        Articles about the same event, grouped: which outlets covered it, how the Left, Center and
        Right shared it (by each outlet&apos;s own rating), and how their tone differs.
      </p>
      <div className="stories-grid">
        {stories.slice(0, STORIES_SHOWN).map((story) => (
          <StoryCard key={story.id} story={story} onOpen={onOpen} />
        ))}
      </div>
    </section>
  );
}
