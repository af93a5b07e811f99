import { ModelNote, UncertainNote } from '../../../components/analysis/ReadingNotes';
import { SentimentBadge } from '../../../components/ui/SentimentBadge';
import type { Article } from '../api/types';
import { BiasBadges, UNRATED_OUTLET_NOTE } from './BiasBadges';

/**
 * How SentiLog read the article, each label with what it is: the sentiment of its headline and
 * summary, the leaning its own text reads as, and apart from that the outlet's rating.
 */
export function ReadingPanel({ article }: { article: Article }) {
  return (
    <section className="article-reading" aria-label="How SentiLog read this article">
      <div className="reading-notes">
        <SentimentBadge sentiment={article.sentiment} confidence={article.confidence} />
        {article.uncertain && <UncertainNote />}
        <BiasBadges article={article} />
      </div>
      <p className="article-reading-note">
        The sentiment is read from the headline and summary. The article&apos;s leaning is read from
        its own text; the outlet&apos;s rating is separate:{' '}
        {article.outlet
          ? `${article.outlet.name} as rated by AllSides (via the news-bias data set).`
          : UNRATED_OUTLET_NOTE}
      </p>
      <ModelNote model={article.models.sentiment} />
    </section>
  );
}
