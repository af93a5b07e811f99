import { useEffect, useRef, useState, type RefObject } from 'react';
import { MAX_TEXT_LENGTH, type AnalyzeTextResponse } from '@sentilog/contracts/web';
import { Link } from 'react-router-dom';
import {
  IronicNote,
  LanguageNote,
  MixedNote,
  ModelNote,
  otherLanguage,
  UncertainNote,
} from '../../../components/analysis/ReadingNotes';
import { sentimentTone } from '../../../components/ui/SentimentBadge';
import { WordHighlights, WordHighlightsLegend } from '../../../components/analysis/WordHighlights';
import { Spinner } from '../../../components/ui/Spinner';
import { BookIcon, SparklesIcon } from '../../../components/ui/icons';
import { timings } from '../../../config';
import { demoFailureMessage } from '../../../lib/api-error';
import { formatConfidence } from '../../../lib/format';
import { useLoginRequired } from '../../../lib/login-required';
import { analyzeText, textTooLongMessage } from '../api/analyze-text';

function titleCase(value: string): string {
  return value ? value.charAt(0).toUpperCase() + value.slice(1).toLowerCase() : value;
}

/** The landing page's live demo: analyse any text without signing in. */
export function LiveDemo({ inputRef }: { inputRef?: RefObject<HTMLTextAreaElement | null> }) {
  const [text, setText] = useState('');
  const [running, setRunning] = useState(false);
  // The reading and the text it read: the text area may change while the reading is shown.
  const [result, setResult] = useState<(AnalyzeTextResponse & { text: string }) | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reveal = useRef<number | undefined>(undefined);
  const mounted = useRef(true);
  const requireLogin = useLoginRequired('/journal');

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      window.clearTimeout(reveal.current);
    };
  }, []);

  const analyze = async () => {
    if (running || !text.trim()) return;
    setResult(null);
    // Refused here first: sending 100,000+ characters only to be told 413 wastes the upload.
    if (text.length > MAX_TEXT_LENGTH) {
      setError(textTooLongMessage(text.length));
      return;
    }
    setError(null);
    setRunning(true);
    try {
      const analysis = await analyzeText(text);
      reveal.current = window.setTimeout(() => {
        if (!mounted.current) return;
        setResult({ ...analysis, text });
        setRunning(false);
      }, timings.demoRevealMs);
    } catch (err) {
      if (!mounted.current) return;
      setError(demoFailureMessage(err));
      setRunning(false);
    }
  };

  // Text in another language has no reading to colour by: the card stays grey.
  const language = otherLanguage(result);
  const tone = language ? 'other' : sentimentTone(result?.sentiment);
  const emotion = result?.emotion ?? '';

  return (
    <section id="demo" className="section section-alt" aria-labelledby="demo-title">
      <div className="container">
        <div className="section-heading">
          <p className="eyebrow">Try it now</p>
          <h2 id="demo-title">Live AI Sentiment Demo</h2>
          <p className="lead">
            Paste a headline, a review or a few lines about your day. No account needed.
          </p>
        </div>
        <div className="demo-grid">
          <form
            className="card demo-input"
            onSubmit={(event) => {
              event.preventDefault();
              void analyze();
            }}
          >
            <label htmlFor="demo-text" className="visually-hidden">
              Text to analyze
            </label>
            <textarea
              ref={inputRef}
              id="demo-text"
              rows={7}
              placeholder="Paste some text or article here..."
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
            <div className="demo-actions">
              <button type="submit" className="btn btn-primary" disabled={running || !text.trim()}>
                {running ? (
                  <>
                    <Spinner size="sm" /> Analyzing...
                  </>
                ) : (
                  <>
                    <SparklesIcon size={18} /> Analyze
                  </>
                )}
              </button>
              <Link
                to="/journal"
                className="btn btn-secondary"
                onClick={(event) => {
                  if (!requireLogin()) event.preventDefault();
                }}
              >
                <BookIcon size={18} /> Log a Mood Entry
              </Link>
            </div>
          </form>
          <div
            className={`card demo-result demo-result-${result ? tone : 'idle'}`}
            aria-live="polite"
          >
            {error ? (
              <p className="demo-error" role="alert">
                {error}
              </p>
            ) : result && language ? (
              <div className="demo-result-body" data-testid="demo-result">
                <LanguageNote language={language} />
                <ModelNote model={result.model} />
              </div>
            ) : result ? (
              <div className="demo-result-body" data-testid="demo-result">
                <div className="demo-metric">
                  <span className="demo-metric-label">Sentiment</span>
                  <span className={`badge badge-lg badge-${tone}`}>
                    {titleCase(result.sentiment)}
                  </span>
                </div>
                <div className="demo-metric">
                  <span className="demo-metric-label">Emotion</span>
                  <span className="badge badge-lg badge-emotion">
                    {emotion ? titleCase(emotion) : 'Not available'}
                  </span>
                </div>
                {typeof result.confidence === 'number' && (
                  <div className="demo-metric">
                    <span className="demo-metric-label">Confidence</span>
                    <span className="demo-metric-value">{formatConfidence(result.confidence)}</span>
                  </div>
                )}
                {result.sentiment === 'MIXED' && <MixedNote magnitude={result.magnitude} />}
                {result.ironic && <IronicNote />}
                {result.uncertain && <UncertainNote />}
                {result.explanation?.words.length > 0 && (
                  <div className="demo-explanation">
                    <WordHighlights
                      text={result.text}
                      words={result.explanation.words}
                      testId="demo-highlights"
                    />
                    <WordHighlightsLegend />
                  </div>
                )}
                <ModelNote model={result.model} />
              </div>
            ) : running ? (
              <p className="demo-placeholder">
                <Spinner size="sm" /> Analyzing your text...
              </p>
            ) : (
              <p className="demo-placeholder">Sentiment and emotion will appear here.</p>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
