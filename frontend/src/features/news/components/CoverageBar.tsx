import type { NewsStory } from '../api/types';
import { coverageLabel, ratedText } from '../utils/story-text';

const SIDES = [
  { key: 'left', name: 'Left' },
  { key: 'center', name: 'Center' },
  { key: 'right', name: 'Right' },
] as const;

/** The Left / Center / Right shares of a story's rated outlets, as a bar with a legend. */
export function CoverageBar({ coverage }: { coverage: NewsStory['coverage'] }) {
  return (
    <div className="story-coverage">
      <div className="story-coverage-bar" role="img" aria-label={coverageLabel(coverage)}>
        {coverage.rated > 0 &&
          SIDES.map(({ key, name }) =>
            coverage[key] > 0 ? (
              <span
                key={key}
                className={`story-coverage-part story-coverage-${key}`}
                style={{ width: `${coverage[key] * 100}%` }}
                title={`${name} ${Math.round(coverage[key] * 100)}%`}
              />
            ) : null,
          )}
      </div>
      <p className="story-coverage-legend" aria-hidden="true">
        {SIDES.map(({ key, name }) => (
          <span key={key} className={`story-legend-${key}`}>
            {name} {Math.round(coverage[key] * 100)}%
          </span>
        ))}
        <span className="story-legend-rated">{ratedText(coverage)}</span>
      </p>
    </div>
  );
}
