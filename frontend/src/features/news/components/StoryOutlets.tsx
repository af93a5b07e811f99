import type { NewsStory } from '../api/types';
import { outletChipText, outletRatingText } from '../utils/outlet-text';

/** The outlets that covered a story, each with its own (attributed) rating. */
export function StoryOutlets({ outlets }: { outlets: NewsStory['outlets'] }) {
  return (
    <ul className="story-outlets" aria-label="Outlets">
      {outlets.map((outlet) => (
        <li
          key={outlet.name}
          className={`story-outlet story-outlet-${outlet.rating ?? 'unrated'}`}
          title={outletRatingText(outlet)}
        >
          {outlet.name}
          <span className="story-outlet-rating">{outletChipText(outlet)}</span>
        </li>
      ))}
    </ul>
  );
}
