import { formatConfidence } from '../../../lib/format';
import type { NewsBias } from '../api/types';
import { biasLabel } from '../utils/normalize';

/** The article's political leaning (Left / Neutral / Right) with the model's confidence. */
export function BiasBadge({ bias, confidence }: { bias: NewsBias; confidence: number | null }) {
  const label = biasLabel(bias);
  const shown = confidence === null ? null : formatConfidence(confidence);
  return (
    <span
      className={`badge news-bias news-bias-${label.toLowerCase()}`}
      title="Political leaning of the article, as our bias model reads it"
    >
      Bias: {label}
      {shown && <span className="badge-detail">{shown}</span>}
    </span>
  );
}
