import { render, screen } from '@testing-library/react';
import { ReadingLabel } from './ReadingLabel';

describe('ReadingLabel', () => {
  it('shows the badge alone for a plain reading', () => {
    render(<ReadingLabel reading={{ sentiment: 'POSITIVE', confidence: 0.9, language: 'en' }} />);
    expect(screen.getByLabelText('Sentiment: Positive, confidence 90%')).toHaveClass(
      'badge-positive',
    );
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('shows Mixed with its magnitude, and the irony and Uncertain notes when flagged', () => {
    render(
      <ReadingLabel
        reading={{
          sentiment: 'MIXED',
          confidence: 0.7,
          magnitude: 0.81,
          ironic: true,
          uncertain: true,
          language: 'en',
        }}
      />,
    );
    expect(screen.getByLabelText('Sentiment: Mixed, confidence 70%')).toHaveClass('badge-mixed');
    expect(screen.getByTestId('mixed-note')).toHaveTextContent(
      'Strong feelings both ways (magnitude 0.81 of 1)',
    );
    expect(screen.getByTestId('ironic-note')).toHaveTextContent(
      'The wording is positive but the situation reads negative: this may be irony or sarcasm',
    );
    expect(screen.getByTestId('uncertain-note')).toBeInTheDocument();
  });

  it('says SentiLog reads English only in place of any label for another language', () => {
    render(
      <ReadingLabel
        reading={{ sentiment: 'NEUTRAL', confidence: 0, uncertain: true, language: 'de' }}
        named
      />,
    );
    expect(screen.getByRole('note')).toHaveTextContent(
      'SentiLog reads English text only; this looks like German.',
    );
    expect(screen.queryByText(/Neutral/)).not.toBeInTheDocument();
    expect(screen.queryByTestId('uncertain-note')).not.toBeInTheDocument();
  });

  it('reads a reading without a language, or an undetermined one, as English', () => {
    const { rerender } = render(<ReadingLabel reading={{ sentiment: 'NEGATIVE' }} />);
    expect(screen.getByText('Negative')).toBeInTheDocument();
    rerender(<ReadingLabel reading={{ sentiment: 'NEGATIVE', language: 'und' }} />);
    expect(screen.getByText('Negative')).toBeInTheDocument();
    expect(screen.queryByTestId('language-note')).not.toBeInTheDocument();
  });
});
