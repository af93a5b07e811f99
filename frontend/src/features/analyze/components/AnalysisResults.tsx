import type { Ref } from 'react';
import {
  LanguageNote,
  MixedNote,
  otherLanguage,
  UncertainNote,
} from '../../../components/analysis/ReadingNotes';
import { languageName } from '@sentilog/contracts/web';
import { DownloadIcon } from '../../../components/ui/icons';
import { SentimentBadge } from '../../../components/ui/SentimentBadge';
import { formatConfidence } from '../../../lib/format';
import type { DocumentAnalysis } from '../types';
import {
  rankedEmotions,
  sentimentDensity,
  sentimentDistribution,
  titleCase,
} from '../utils/figures';
import { buildResultFile, saveJsonFile } from '../utils/result-file';
import { ExtractedText } from './ExtractedText';
import { KeySentences } from './KeySentences';
import { ShareBars } from './ShareBars';
import { StatList } from './StatList';

const number = (value: number) => value.toLocaleString('en-US');

/** "the accurate model (2.1.0), 56 sentences; the fast model (2.2.0), 1,200 sentences". */
function modelsLine(
  tiers: DocumentAnalysis['sentiment']['detailedAnalysis']['models']['sentences'],
) {
  return tiers
    .map(
      (t) =>
        `the ${t.tier} model (${t.version}), ${number(t.count)} sentence${t.count === 1 ? '' : 's'}`,
    )
    .join('; ');
}

/** The spec's results, in its order, with the emotions and key sentences before the download. */
export function AnalysisResults({
  analysis,
  fileName,
  analysedAt,
  ref,
}: {
  analysis: DocumentAnalysis;
  fileName: string;
  analysedAt: Date;
  ref?: Ref<HTMLDivElement>;
}) {
  const s = analysis.sentiment;
  const distribution = sentimentDistribution(s);
  const emotions = rankedEmotions(s.emotions);
  const sentences = s.detailedAnalysis.sentences;
  // A document in another language was not read: no label, score or confidence to show.
  const language = otherLanguage(s);
  const unread = s.detailedAnalysis.otherLanguage;

  const download = () => {
    const file = buildResultFile(fileName, analysis, analysedAt);
    saveJsonFile(file.name, file.content);
  };

  return (
    <div className="analysis-results" ref={ref} tabIndex={-1} data-testid="analysis-results">
      <ExtractedText text={analysis.extractedText} wordCount={s.wordCount} />

      <StatList
        id="overall-sentiment-title"
        title="Overall Sentiment"
        testId="overall-sentiment"
        stats={
          language
            ? [
                { label: 'Sentiment', value: <LanguageNote language={language} /> },
                { label: 'Read by', value: 'Not read' },
              ]
            : [
                {
                  label: 'Sentiment',
                  value: (
                    <span className="reading-notes">
                      <SentimentBadge sentiment={s.sentiment} size="lg" />
                      {s.sentiment === 'mixed' && <MixedNote magnitude={s.magnitude} />}
                      {s.mixed && s.sentiment !== 'mixed' && (
                        <span
                          className="badge badge-lg badge-mixed"
                          data-testid="mixed-badge"
                          title={`Strongly positive: ${s.detailedAnalysis.mixedShares.positive}% of the text; strongly negative: ${s.detailedAnalysis.mixedShares.negative}%`}
                        >
                          Mixed
                        </span>
                      )}
                      {s.uncertain && <UncertainNote />}
                    </span>
                  ),
                },
                { label: 'Score', value: s.score.toFixed(2) },
                { label: 'Confidence', value: formatConfidence(s.confidence, 'percent') },
                { label: 'Read by', value: modelsLine(s.detailedAnalysis.models.sentences) },
                ...(unread
                  ? [
                      {
                        label: 'Not read',
                        value: (
                          <span role="note" data-testid="unread-sentences">
                            {`${number(unread.sentences)} sentence${unread.sentences === 1 ? '' : 's'} in ${languageName(unread.language)}: SentiLog reads English text only.`}
                          </span>
                        ),
                      },
                    ]
                  : []),
              ]
        }
      />

      <StatList
        id="document-statistics-title"
        title="Document Statistics"
        testId="document-statistics"
        stats={[
          { label: 'Total Words', value: number(s.wordCount) },
          { label: 'Sentences', value: number(s.sentenceCount) },
          { label: 'Average Words per Sentence', value: s.averageWordsPerSentence.toFixed(1) },
          { label: 'Text Length', value: `${number(s.detailedAnalysis.textLength)} characters` },
        ]}
      />

      <StatList
        id="sentiment-indicators-title"
        title="Sentiment Indicators"
        testId="sentiment-indicators"
        stats={[
          { label: 'Positive Terms', value: number(s.positiveWords) },
          { label: 'Negative Terms', value: number(s.negativeWords) },
          { label: 'Total Sentiment Words', value: number(s.sentimentWordsFound) },
          { label: 'Sentiment Density', value: sentimentDensity(s) },
        ]}
      />

      <section
        className="card result-card"
        aria-labelledby="sentiment-distribution-title"
        data-testid="sentiment-distribution"
      >
        <h2 id="sentiment-distribution-title">Sentiment Distribution</h2>
        <ShareBars
          rows={[
            { label: 'Positive', percent: distribution.positive, tone: 'positive' },
            { label: 'Negative', percent: distribution.negative, tone: 'negative' },
          ]}
        />
      </section>

      {s.summary && (
        <section className="card result-card" aria-labelledby="summary-title" data-testid="summary">
          <h2 id="summary-title">Summary</h2>
          <p className="analysis-summary">{s.summary}</p>
        </section>
      )}

      {/* A document not read has even emotions, which are no reading: none are shown. */}
      {emotions.length > 0 && !language && (
        <section
          className="card result-card"
          aria-labelledby="emotion-breakdown-title"
          data-testid="emotion-breakdown"
        >
          <div className="result-card-head">
            <h2 id="emotion-breakdown-title">Emotion Breakdown</h2>
            {s.emotion && (
              <span className="badge badge-lg badge-emotion">Dominant: {titleCase(s.emotion)}</span>
            )}
          </div>
          <ShareBars
            rows={emotions.map(([emotion, share]) => ({
              label: titleCase(emotion),
              percent: Number((share * 100).toFixed(1)),
              tone: 'emotion',
            }))}
          />
        </section>
      )}

      {sentences && (
        <KeySentences mostPositive={sentences.mostPositive} mostNegative={sentences.mostNegative} />
      )}

      <div className="analysis-download">
        <button type="button" className="btn btn-primary btn-lg" onClick={download}>
          <DownloadIcon size={18} /> Download Results
        </button>
      </div>
    </div>
  );
}
