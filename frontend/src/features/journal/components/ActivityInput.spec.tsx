import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { JournalMoodMessages } from '../types';
import { ActivityInput } from './ActivityInput';

function Tags({ initial = [], onFocus }: { initial?: string[]; onFocus?: () => void }) {
  const [tags, setTags] = useState<string[]>(initial);
  return (
    <>
      <ActivityInput
        value={tags}
        onChange={setTags}
        suggestions={['choir', 'sleep', 'work']}
        onFirstFocus={onFocus}
      />
      <output data-testid="tags">{tags.join('|')}</output>
    </>
  );
}

const field = () => screen.getByRole('combobox', { name: 'Activities (optional)' });
const chosen = () => screen.getByTestId('tags').textContent;

describe('ActivityInput', () => {
  it('adds a typed tag on Enter or comma, normalised and without duplicates', async () => {
    render(<Tags />);
    await userEvent.type(field(), '  Morning   Walk {Enter}');
    await userEvent.type(field(), 'morning walk,');
    await userEvent.type(field(), 'Gym,');
    expect(chosen()).toBe('morning walk|gym');
    expect(screen.getByRole('list', { name: 'Chosen activities' })).toHaveTextContent('gym');
    expect(field()).toHaveValue('');
  });

  it('offers suggestions not chosen yet, and removes a chip', async () => {
    const onFocus = jest.fn();
    render(<Tags initial={['work']} onFocus={onFocus} />);
    expect(screen.queryByRole('button', { name: 'Add work' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add choir' }));
    expect(onFocus).toHaveBeenCalled();
    expect(chosen()).toBe('work|choir');
    await userEvent.click(screen.getByRole('button', { name: 'Remove work' }));
    expect(chosen()).toBe('choir');
  });

  it('refuses a tag the server would refuse, and says why', async () => {
    render(<Tags />);
    await userEvent.type(field(), 'run!{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(JournalMoodMessages.activity);
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(chosen()).toBe('');
  });

  it('stops at ten tags', async () => {
    render(<Tags initial={Array.from({ length: 10 }, (_, i) => `tag ${i}`)} />);
    expect(field()).toBeDisabled();
    expect(screen.queryByRole('group', { name: 'Suggested activities' })).not.toBeInTheDocument();
  });
});
