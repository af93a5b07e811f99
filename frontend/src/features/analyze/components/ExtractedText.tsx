import { useState } from 'react';
import { previewText } from '../utils/figures';

/** The raw text, cut at 1,000 characters unless opened in full, and its word count. */
export function ExtractedText({ text, wordCount }: { text: string; wordCount: number }) {
  const [full, setFull] = useState(false);
  const preview = previewText(text);
  return (
    <section className="card result-card" aria-labelledby="extracted-text-title">
      <div className="result-card-head">
        <h2 id="extracted-text-title">Extracted Text</h2>
        <span className="pill">{wordCount.toLocaleString('en-US')} words</span>
      </div>
      <pre className="extracted-text" data-testid="extracted-text" tabIndex={0}>
        {full ? text : preview.text}
      </pre>
      {preview.truncated && (
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          aria-expanded={full}
          onClick={() => setFull((open) => !open)}
        >
          {full ? 'Show Less' : 'Show Full Text'}
        </button>
      )}
    </section>
  );
}
