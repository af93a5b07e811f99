import { formatConfidence } from '../../../lib/format';
import type { Article } from '../api/types';
import { leaningWord } from '../utils/normalize';
import { outletRatingText } from '../utils/outlet-text';

/**
 * What the article itself reads as, only where that reading means something (the API leaves it
 * out when it is uncertain), and apart from it the outlet's own rating, always attributed ("Outlet
 * rated Center by AllSides"), so the two cannot be taken for each other.
 */
export function BiasBadges({ article }: { article: Article }) {
  const { bias, biasConfidence, outlet } = article;
  return (
    <span className="news-bias-badges">
      {bias && (
        <span
          className={`badge news-bias news-bias-${bias.toLowerCase()}`}
          title="What SentiLog's bias model reads in the article's own text, apart from its outlet's rating"
        >
          This article reads: {leaningWord(bias)}
          {biasConfidence !== null && (
            <span className="badge-detail">{formatConfidence(biasConfidence)}</span>
          )}
        </span>
      )}
      <span className="badge news-outlet" data-testid="outlet-rating">
        {outletRatingText(outlet)}
      </span>
    </span>
  );
}
