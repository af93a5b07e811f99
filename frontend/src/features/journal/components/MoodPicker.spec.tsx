import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MoodPicker } from './MoodPicker';

function Picker({ onChange }: { onChange: (mood: number | null) => void }) {
  const [mood, setMood] = useState<number | null>(null);
  return (
    <MoodPicker
      value={mood}
      onChange={(next) => {
        setMood(next);
        onChange(next);
      }}
    />
  );
}

describe('MoodPicker', () => {
  it('offers five named moods; one press chooses, a second clears', async () => {
    const onChange = jest.fn();
    render(<Picker onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'How are you feeling?' })).toBeVisible();
    const names = screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual([
      'Mood 1 of 5: Very bad',
      'Mood 2 of 5: Bad',
      'Mood 3 of 5: Okay',
      'Mood 4 of 5: Good',
      'Mood 5 of 5: Very good',
    ]);
    const good = screen.getByRole('button', { name: 'Mood 4 of 5: Good' });
    await userEvent.click(good);
    expect(good).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Mood 1 of 5: Very bad' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await userEvent.click(good);
    expect(good).toHaveAttribute('aria-pressed', 'false');
    expect(onChange.mock.calls).toEqual([[4], [null]]);
  });
});
