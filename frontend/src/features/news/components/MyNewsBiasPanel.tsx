import { Link } from 'react-router-dom';
import { Spinner } from '../../../components/ui/Spinner';
import type { NewsReadingMix } from '../api/types';
import { useMyNewsBias } from '../hooks/use-my-news-bias';
import {
  READING_MIX_FOOTNOTE,
  readingMixSummary,
  readingMixVerdict,
  sampleReadsText,
} from '../utils/reading-mix-text';
import './stories.css';

const SIDES = [
  { key: 'left', name: 'Left' },
  { key: 'center', name: 'Center' },
  { key: 'right', name: 'Right' },
] as const;

/** The counts behind the mix, always shown: Left, Center, Right and not rated. */
function MixCounts({ counts }: { counts: NewsReadingMix['counts'] }) {
  return (
    <ul className="reading-mix-counts" aria-label="Articles by their outlet's rating">
      {SIDES.map(({ key, name }) => (
        <li key={key} className={`reading-mix-count story-outlet-${key.toUpperCase()}`}>
          <span className="reading-mix-count-name">{name}</span>
          <span className="reading-mix-count-value">{counts[key]}</span>
        </li>
      ))}
      <li className="reading-mix-count">
        <span className="reading-mix-count-name">Not rated</span>
        <span className="reading-mix-count-value">{counts.unrated}</span>
      </li>
    </ul>
  );
}

/** The shares as a bar, only once there are enough rated articles to call them a mix. */
function MixBar({ mix }: { mix: NewsReadingMix }) {
  return (
    <div className="story-coverage-bar" role="img" aria-label={readingMixVerdict(mix)}>
      {SIDES.map(({ key, name }) =>
        mix.shares[key] > 0 ? (
          <span
            key={key}
            className={`story-coverage-part story-coverage-${key}`}
            style={{ width: `${mix.shares[key] * 100}%` }}
            title={`${name} ${Math.round(mix.shares[key] * 100)}%`}
          />
        ) : null,
      )}
    </div>
  );
}

function MixBody({ mix }: { mix: NewsReadingMix }) {
  const verdict = readingMixVerdict(mix);
  return (
    <>
      <p className="reading-mix-summary">{readingMixSummary(mix)}</p>
      {mix.articles > 0 && <MixCounts counts={mix.counts} />}
      {mix.articles > 0 && !mix.tooFewRated && <MixBar mix={mix} />}
      {verdict && (
        <p className="reading-mix-verdict" data-testid="reading-mix-verdict">
          {verdict}
        </p>
      )}
      {mix.sampleArticles > 0 && (
        <p className="news-view-footnote">{sampleReadsText(mix.sampleArticles)}</p>
      )}
    </>
  );
}

/**
 * "My news bias": the leaning mix of the outlets whose articles the signed-in reader opened, with
 * the counts behind it, saying so when the reads are too few to mean a habit.
 */
export function MyNewsBiasPanel() {
  const load = useMyNewsBias();
  return (
    <section className="card reading-mix" aria-labelledby="my-news-bias-heading">
      <h2 id="my-news-bias-heading" className="stories-heading">
        My news bias
      </h2>
      {load.state === 'signed-out' && (
        <p className="reading-mix-summary">
          <Link to="/login">Log in</Link> to see which way the outlets you read lean: SentiLog
          counts the articles you open while signed in, by their outlet&apos;s rating.
        </p>
      )}
      {load.state === 'loading' && (
        <p className="news-view-status" role="status">
          <Spinner size="sm" /> Loading your news bias...
        </p>
      )}
      {load.state === 'failed' && (
        <div className="news-view-status" role="alert">
          <p>Could not load your news bias. Please try again.</p>
          <button type="button" className="btn btn-secondary btn-sm" onClick={load.retry}>
            Try Again
          </button>
        </div>
      )}
      {load.state === 'loaded' && <MixBody mix={load.value} />}
      <p className="news-view-footnote">{READING_MIX_FOOTNOTE}</p>
    </section>
  );
}
