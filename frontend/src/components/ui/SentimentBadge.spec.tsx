import { render, screen } from '@testing-library/react';
import { SentimentBadge, sentimentLabel, sentimentTone } from './SentimentBadge';

describe('SentimentBadge', () => {
  it.each([
    ['Positive', 'positive'],
    ['POSITIVE', 'positive'],
    ['negative', 'negative'],
    ['Neutral', 'neutral'],
    ['MIXED', 'mixed'],
    ['Mixed', 'mixed'],
    ['SOMETHING', 'other'],
    [undefined, 'other'],
  ])('colours %p as %s', (sentiment, tone) => {
    expect(sentimentTone(sentiment)).toBe(tone);
  });

  it('writes any case as a title-case label, and a missing one as Unknown', () => {
    expect(sentimentLabel('NEGATIVE')).toBe('Negative');
    expect(sentimentLabel('  ')).toBe('Unknown');
    expect(sentimentLabel(null)).toBe('Unknown');
  });

  it('shows the confidence as a percent when given one, and names both for screen readers', () => {
    render(<SentimentBadge sentiment="POSITIVE" confidence={0.874} />);
    const badge = screen.getByLabelText('Sentiment: Positive, confidence 87%');
    expect(badge).toHaveTextContent('Positive87%');
    expect(badge).toHaveClass('badge', 'badge-positive');
  });

  it("shows 'N/A' for a confidence under 0.5% and the label alone without one", () => {
    const { rerender } = render(<SentimentBadge sentiment="Neutral" confidence={0.001} />);
    expect(screen.getByLabelText('Sentiment: Neutral, confidence N/A')).toBeInTheDocument();
    rerender(<SentimentBadge sentiment="Neutral" size="lg" />);
    const badge = screen.getByLabelText('Sentiment: Neutral');
    expect(badge).toHaveTextContent(/^Neutral$/);
    expect(badge).toHaveClass('badge-lg');
  });

  it('shows Mixed in the half-and-half style', () => {
    render(<SentimentBadge sentiment="MIXED" confidence={0.71} />);
    const badge = screen.getByLabelText('Sentiment: Mixed, confidence 71%');
    expect(badge).toHaveTextContent('Mixed71%');
    expect(badge).toHaveClass('badge', 'badge-mixed');
  });
});
