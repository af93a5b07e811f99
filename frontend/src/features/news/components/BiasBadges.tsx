import { formatConfidence } from '../../../lib/format';
import type { Article } from '../api/types';
import { biasLabel, outletRatingLabel } from '../utils/normalize';

/** Why a reading of an outlet the product does not rate carries no percentage. */
export const UNRATED_OUTLET_NOTE =
  "SentiLog does not know this outlet's rating, and its reading of outlets it was not trained on is no better than chance, so no confidence is shown.";

/**
 * What the article itself reads as, and apart from it the outlet's own rating, worded so the two
 * cannot be taken for each other. For an outlet the product does not rate, the models never saw it
 * and their reading is no better than chance: it is shown as unreliable, without a confidence.
 */
export function BiasBadges({ article }: { article: Article }) {
  const { bias, biasConfidence, biasUncertain, outlet } = article;
  const detail = !outlet
    ? 'unreliable'
    : biasConfidence === null
      ? null
      : `${formatConfidence(biasConfidence)}${biasUncertain ? ', uncertain' : ''}`;
  return (
    <span className="news-bias-badges">
      {bias && (
        <span
          className={`badge news-bias news-bias-${biasLabel(bias).toLowerCase()}`}
          title={
            outlet
              ? "What SentiLog's bias model reads in the article's own text"
              : UNRATED_OUTLET_NOTE
          }
        >
          This article reads: {biasLabel(bias)}
          {detail && <span className="badge-detail">{detail}</span>}
        </span>
      )}
      <span
        className="badge news-outlet"
        title={
          outlet
            ? `${outlet.name}'s own rating (AllSides, via the news-bias data set)`
            : 'SentiLog has no rating for this outlet'
        }
      >
        Outlet: {outlet ? outletRatingLabel(outlet.rating) : 'not rated'}
      </span>
    </span>
  );
}
