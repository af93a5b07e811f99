import { ReadingLabel } from '../../../components/analysis/ReadingLabel';
import { ModelNote } from '../../../components/analysis/ReadingNotes';
import type { Article } from '../api/types';
import { outletRatingSentence } from '../utils/outlet-text';
import { BiasBadges } from './BiasBadges';

/** What the page says of the article's own leaning, by whether one is shown. */
function leaningNote(article: Article): string {
  if (article.bias) {
    return "The leaning is read from the article's own text, apart from its outlet's rating.";
  }
  return article.biasUncertain
    ? 'No leaning is shown for the article itself: SentiLog could not read one from its text with enough confidence.'
    : '';
}

/**
 * How SentiLog read the article, each label with what it is: the sentiment of its headline and
 * summary, the leaning its own text reads as (only when that reading is not uncertain), and apart
 * from that the outlet's attributed rating.
 */
export function ReadingPanel({ article }: { article: Article }) {
  return (
    <section className="article-reading" aria-label="How SentiLog read this article">
      <div className="reading-notes">
        <ReadingLabel reading={article} />
        <BiasBadges article={article} />
      </div>
      <p className="article-reading-note">
        The sentiment is read from the headline and summary. {leaningNote(article)}
      </p>
      <p className="article-reading-note">{outletRatingSentence(article.outlet, article.source)}</p>
      <ModelNote model={article.models.sentiment} />
    </section>
  );
}
