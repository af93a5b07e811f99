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

  it('keeps every suggestion one click away: the defaults behind the writer’s own tags too', async () => {
    const own = Array.from({ length: 9 }, (_, i) => `own ${i}`);
    render(
      <ActivityInput value={[]} onChange={jest.fn()} suggestions={[...own, 'sleep', 'reading']} />,
    );
    expect(screen.queryByRole('button', { name: 'Add reading' })).not.toBeInTheDocument();
    const more = screen.getByRole('button', { name: 'More suggestions (3)' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(screen.getByRole('button', { name: 'Add reading' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add sleep' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Fewer suggestions' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('stops at ten tags', async () => {
    render(<Tags initial={Array.from({ length: 10 }, (_, i) => `tag ${i}`)} />);
    expect(field()).toBeDisabled();
    expect(screen.queryByRole('group', { name: 'Suggested activities' })).not.toBeInTheDocument();
  });
});
