import type { NewsStory } from '../api/types';
import { outletRatingLabel } from '../utils/normalize';

/** The outlets that covered a story, each with its own rating. */
export function StoryOutlets({ outlets }: { outlets: NewsStory['outlets'] }) {
  return (
    <ul className="story-outlets" aria-label="Outlets">
      {outlets.map((outlet) => (
        <li key={outlet.name} className={`story-outlet story-outlet-${outlet.rating ?? 'unrated'}`}>
          {outlet.name}
          <span className="story-outlet-rating">
            {outlet.rating ? outletRatingLabel(outlet.rating) : 'not rated'}
          </span>
        </li>
      ))}
    </ul>
  );
}
