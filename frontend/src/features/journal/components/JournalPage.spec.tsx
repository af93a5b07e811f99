import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useImperativeHandle, useState, type Ref } from 'react';
import { api } from '../../../lib/api-client';
import { httpError, renderWithProviders, settle } from '../../../testing/test-utils';
import type { EditorContent, JournalEditorHandle } from './JournalEditor';
import { JournalPage } from './JournalPage';

jest.mock('../../../lib/api-client', () => ({
  api: { post: jest.fn(), get: jest.fn(), delete: jest.fn(), patch: jest.fn() },
  apiUrl: (path: string) => path,
}));
const mockedApi = jest.mocked(api);

// Quill is tested on its own (JournalEditor.spec); here a textarea stands in for it, reporting the
// same {html, text} and honouring clear().
jest.mock('./JournalEditor', () => ({
  JournalEditor: function FakeEditor({
    label,
    onChange,
    ref,
  }: {
    label: string;
    onChange: (content: EditorContent) => void;
    ref?: Ref<JournalEditorHandle>;
  }) {
    const [value, setValue] = useState('');
    useImperativeHandle(ref, () => ({
      clear: () => {
        setValue('');
        onChange({ html: '<p><br></p>', text: '\n' });
      },
      setHtml: (html: string) => {
        const text = html.replace(/<[^>]*>/g, '');
        setValue(text);
        onChange({ html, text: `${text}\n` });
      },
    }));
    return (
      <textarea
        aria-label={label}
        placeholder="Start typing your thoughts..."
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          onChange({ html: `<p>${event.target.value}</p>`, text: `${event.target.value}\n` });
        }}
      />
    );
  },
}));

const USER = { firstname: 'Ana', lastname: 'Lima', email: 'ana@example.com' };
const ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;
/** Today and yesterday here, as the day picker counts them. */
const TODAY = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
const YESTERDAY = new Date(Date.parse(`${TODAY}T12:00:00Z`) - 86_400_000)
  .toISOString()
  .slice(0, 10);

function entry(n: number, overrides: Record<string, unknown> = {}) {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    date: `2026-01-${String(10 + n).padStart(2, '0')}`,
    sentiment: 'NEUTRAL',
    score: 0,
    confidence: 0.6,
    emotion: 'neutral',
    emotions: { neutral: 0.6 },
    createdAt: `2026-01-${String(10 + n).padStart(2, '0')}T10:00:00.000Z`,
    updatedAt: `2026-01-${String(10 + n).padStart(2, '0')}T10:00:00.000Z`,
    text: `Entry ${n}`,
    mood: null,
    activities: [],
    ...overrides,
  };
}

/** Signed in: the session start's profile call answers, and the journal list answers `pages`. */
function signIn(pages: unknown[]) {
  localStorage.setItem('token', 'jwt-token');
  localStorage.setItem('user', JSON.stringify(USER));
  mockedApi.post.mockImplementation((url: string) =>
    url === '/api/auth/user-profile'
      ? Promise.resolve({ status: 200, data: USER })
      : Promise.reject(new Error(`unexpected POST ${url}`)),
  );
  for (const page of pages) mockedApi.get.mockResolvedValueOnce({ status: 200, data: page });
}

function journalPosts(): unknown[][] {
  return mockedApi.post.mock.calls.filter(([url]) => url === '/api/journal');
}

afterEach(() => {
  jest.clearAllMocks();
  mockedApi.post.mockReset();
  mockedApi.get.mockReset();
  mockedApi.delete.mockReset();
  jest.useRealTimers();
});

describe('Journal screen, signed out', () => {
  it("shows the notice and 'Login Required'; pressing it toasts at top centre and goes to /login after 2 s", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(<JournalPage />, { route: '/journal', path: '/journal' });
    expect(screen.getByRole('heading', { level: 1, name: 'Journal' })).toBeVisible();
    expect(
      screen.getByText('Please login to start writing your journal entries'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Journal' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your Entries' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Journal entry' }), 'A quiet day');
    await user.click(screen.getByRole('button', { name: 'Login Required' }));
    expect(journalPosts()).toHaveLength(0);
    const toast = await screen.findByText('Please login to write your journal or log mood');
    expect(toast.closest('.Toastify__toast-container')).toHaveClass(
      'Toastify__toast-container--top-center',
    );
    act(() => jest.advanceTimersByTime(1999));
    expect(screen.getByTestId('location')).toHaveTextContent('/journal');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('keeps what was written while the writer signs in, and gives it back once', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { unmount } = renderWithProviders(<JournalPage />, {
      route: '/journal',
      path: '/journal',
    });
    await user.click(screen.getByRole('button', { name: 'Mood 4 of 5: Good' }));
    await user.type(screen.getByRole('textbox', { name: 'Journal entry' }), 'Before signing in');
    await user.click(screen.getByRole('button', { name: 'Login Required' }));
    act(() => jest.advanceTimersByTime(2000));
    // Sign-in returns here.
    expect(screen.getByTestId('location')).toHaveTextContent('/login?next=%2Fjournal');
    unmount();
    jest.useRealTimers();

    signIn([{ entries: [], nextCursor: null }]);
    renderWithProviders(<JournalPage />);
    await settle();
    expect(screen.getByRole('textbox', { name: 'Journal entry' })).toHaveValue('Before signing in');
    expect(screen.getByRole('button', { name: 'Mood 4 of 5: Good' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByText(/What you wrote before signing in is here/)).toBeVisible();
    expect(window.sessionStorage.getItem('journal_draft')).toBeNull();
  });

  it('shows the three tips', () => {
    renderWithProviders(<JournalPage />);
    for (const tip of ['Be Honest', 'Stay Consistent', 'Reflect Deeply']) {
      expect(screen.getByRole('heading', { level: 3, name: tip })).toBeVisible();
    }
  });
});

describe('Journal screen, signed in', () => {
  it('saving is disabled with neither words nor a mood; words make it Add Journal', async () => {
    signIn([{ entries: [], nextCursor: null }]);
    const user = userEvent.setup();
    renderWithProviders(<JournalPage />);
    await settle();
    expect(screen.getByRole('button', { name: 'Save Mood' })).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Journal entry' }), '   ');
    expect(screen.getByRole('button', { name: 'Save Mood' })).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Journal entry' }), 'ok');
    expect(screen.getByRole('button', { name: 'Add Journal' })).toBeEnabled();
  });

  it('logs a mood in two taps, for yesterday in two more: no words, nothing analysed', async () => {
    signIn([{ entries: [entry(1)], nextCursor: null }]);
    const user = userEvent.setup();
    renderWithProviders(<JournalPage />);
    await screen.findByText('Entry 1');
    const day = screen.getByLabelText('Day');
    expect(day).toHaveValue(TODAY);
    expect(day).toHaveAttribute('max', TODAY);
    await user.click(screen.getByRole('button', { name: 'Yesterday' }));
    expect(day).toHaveValue(YESTERDAY);
    expect(screen.getByText(/This entry is about Yesterday/)).toBeVisible();

    mockedApi.post.mockResolvedValueOnce({
      status: 201,
      data: {
        id: 'mood-only',
        date: YESTERDAY,
        mood: 2,
        activities: [],
        sentiment: null,
        score: null,
        confidence: null,
        emotion: null,
        emotions: null,
        createdAt: '2026-02-01T09:30:00.000Z',
        reading: null,
      },
    });
    await user.click(screen.getByRole('button', { name: 'Mood 2 of 5: Bad' }));
    await user.click(screen.getByRole('button', { name: 'Save Mood' }));
    expect(journalPosts()[0]).toEqual([
      '/api/journal',
      { mood: 2, activities: [], date: YESTERDAY, timeZone: ZONE },
      {
        headers: { token: 'jwt-token', 'Idempotency-Key': expect.stringMatching(/^[0-9a-f]{32}$/) },
      },
    ]);
    expect(await screen.findByText('Mood logged')).toBeVisible();
    const result = screen.getByTestId('journal-result');
    expect(result).toHaveTextContent('Saved for Yesterday');
    expect(within(result).getByLabelText('Mood: Bad, 2 of 5')).toBeVisible();
    expect(within(result).queryByTestId('mood-visual')).not.toBeInTheDocument();
    const [first] = screen.getAllByTestId('journal-entry');
    expect(first).toHaveTextContent('Yesterday');
    expect(first).toHaveTextContent('A mood, without words.');
    // Saved: the next entry is about today again.
    expect(day).toHaveValue(TODAY);
  });

  it('saves with the token header, shows the busy texts, then the badge, mood visual, toast and the new entry on top', async () => {
    signIn([{ entries: [entry(1)], nextCursor: null }]);
    let answer: (value: unknown) => void = () => undefined;
    const user = userEvent.setup();
    renderWithProviders(<JournalPage />);
    await settle();
    expect(await screen.findByText('Entry 1')).toBeVisible();

    mockedApi.post.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    await user.type(screen.getByRole('textbox', { name: 'Journal entry' }), 'I love sunny days');
    await user.click(screen.getByRole('button', { name: 'Mood 4 of 5: Good' }));
    await user.click(screen.getByRole('button', { name: 'Add outdoors' }));
    await user.click(screen.getByRole('button', { name: 'Add Journal' }));
    expect(journalPosts()[0]).toEqual([
      '/api/journal',
      {
        text: '<p>I love sunny days</p>',
        mood: 4,
        activities: ['outdoors'],
        date: TODAY,
        timeZone: ZONE,
      },
      // One Idempotency-Key per submission: saving the same entry again stores it once.
      {
        headers: { token: 'jwt-token', 'Idempotency-Key': expect.stringMatching(/^[0-9a-f]{32}$/) },
      },
    ]);
    expect(screen.getByRole('button', { name: /Analyzing your emotions\.\.\./ })).toBeDisabled();
    expect(screen.getByText('Analyzing sentiment and emotion...')).toBeVisible();

    await act(async () =>
      answer({
        status: 201,
        data: {
          id: 'new-entry',
          date: TODAY,
          sentiment: 'POSITIVE',
          score: 0.8,
          confidence: 0.91,
          emotion: 'joy',
          emotions: { joy: 0.9 },
          mood: 4,
          activities: ['outdoors'],
          createdAt: '2026-02-01T09:30:00.000Z',
          reading: {
            text: 'I love sunny days',
            uncertain: false,
            explanation: { words: [{ word: 'love', start: 2, end: 6, weight: 1.1 }] },
            model: { tier: 'accurate', version: '2.1.0' },
          },
        },
      }),
    );
    const result = screen.getByTestId('journal-result');
    expect(within(result).getByLabelText('Sentiment: Positive, confidence 91%')).toBeVisible();
    expect(within(result).getByLabelText('Mood: Good, 4 of 5')).toBeVisible();
    // The entry as the models read it, the word that moved it marked.
    expect(within(result).getByTestId('journal-highlights')).toHaveTextContent(
      'I love (toward positive) sunny days',
    );
    expect(within(result).getByText('love')).toHaveClass('word-push-positive');
    expect(within(result).getByTestId('word-highlights-legend')).toBeVisible();
    expect(within(result).queryByTestId('uncertain-note')).not.toBeInTheDocument();
    expect(within(result).getByTestId('model-note')).toHaveTextContent(
      'Read by the accurate model (2.1.0)',
    );
    expect(within(result).getByTestId('mood-visual')).toHaveAttribute('data-tone', 'positive');
    expect(result).toHaveTextContent('Emotion: Joy');
    expect(await screen.findByText('Journal added successfully!')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Journal entry' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Save Mood' })).toBeDisabled();

    const items = screen.getAllByTestId('journal-entry');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('I love sunny days');
    expect(within(items[0]).getByLabelText('Mood: Good, 4 of 5')).toBeVisible();
    expect(within(items[0]).getByText('outdoors')).toBeVisible();
    // Saved: the mood and tags start over for the next entry.
    expect(screen.getByRole('button', { name: 'Mood 4 of 5: Good' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(items[0]).toHaveTextContent('Positive');
    expect(items[0]).toHaveTextContent('Joy');
    expect(items[1]).toHaveTextContent('Entry 1');
  });

  it('clears a refused tag’s message once the entry is saved', async () => {
    signIn([{ entries: [], nextCursor: null }]);
    const user = userEvent.setup();
    renderWithProviders(<JournalPage />);
    await settle();
    await user.type(screen.getByRole('combobox', { name: 'Activities (optional)' }), 'run!{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(/Each activity must be/);
    mockedApi.post.mockResolvedValueOnce({
      status: 201,
      data: {
        id: 'saved',
        date: TODAY,
        mood: 3,
        activities: [],
        sentiment: null,
        score: null,
        confidence: null,
        emotion: null,
        emotions: null,
        createdAt: '2026-02-01T09:30:00.000Z',
        reading: null,
      },
    });
    await user.click(screen.getByRole('button', { name: 'Mood 3 of 5: Okay' }));
    await user.click(screen.getByRole('button', { name: 'Save Mood' }));
    await screen.findByText('Mood logged');
    expect(screen.queryByText(/Each activity must be/)).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Activities (optional)' })).toHaveValue('');
  });

  it('shows Mixed with its own face and strong feelings both ways', async () => {
    signIn([{ entries: [], nextCursor: null }]);
    const user = userEvent.setup();
    renderWithProviders(<JournalPage />);
    await settle();
    mockedApi.post.mockResolvedValueOnce({
      status: 201,
      data: {
        id: 'x',
        date: TODAY,
        sentiment: 'MIXED',
        score: 0,
        confidence: 0.4,
        emotion: 'surprise',
        emotions: {},
        mood: null,
        activities: [],
        createdAt: '2026-02-01T09:30:00.000Z',
      },
    });
    await user.type(screen.getByRole('textbox', { name: 'Journal entry' }), 'Hmm');
    await user.click(screen.getByRole('button', { name: 'Add Journal' }));
    const result = await screen.findByTestId('mood-visual');
    expect(result).toHaveAttribute('data-tone', 'mixed');
    expect(result).toHaveTextContent('Feelings both ways');
    expect(screen.getByTestId('journal-result').querySelector('.badge-mixed')).toHaveTextContent(
      'Mixed',
    );
    expect(
      within(screen.getByTestId('journal-result')).getByTestId('mixed-note'),
    ).toHaveTextContent('Strong feelings both ways');
  });

  it('says SentiLog reads English only for an entry in French, with no label, face or emotion', async () => {
    signIn([{ entries: [], nextCursor: null }]);
    const user = userEvent.setup();
    renderWithProviders(<JournalPage />);
    await settle();
    mockedApi.post.mockResolvedValueOnce({
      status: 201,
      data: {
        id: 'x',
        sentiment: 'NEUTRAL',
        score: 0,
        confidence: 0,
        emotion: 'neutral',
        magnitude: 0,
        ironic: false,
        language: 'fr',
        emotions: {},
        mood: null,
        activities: [],
        createdAt: '2026-02-01T09:30:00.000Z',
      },
    });
    await user.type(screen.getByRole('textbox', { name: 'Journal entry' }), 'Hmm');
    await user.click(screen.getByRole('button', { name: 'Add Journal' }));
    const result = await screen.findByTestId('mood-visual');
    expect(result).toHaveAttribute('data-tone', 'other');
    const card = screen.getByTestId('journal-result');
    expect(within(card).getByTestId('language-note')).toHaveTextContent(
      'SentiLog reads English text only; this looks like French.',
    );
    expect(card).not.toHaveTextContent('Neutral');
    expect(card).not.toHaveTextContent('Emotion');
  });

  it("a failure shows 'Failed to analyze sentiment' inline and the toast 'Failed to save journal entry'", async () => {
    signIn([{ entries: [], nextCursor: null }]);
    const user = userEvent.setup();
    renderWithProviders(<JournalPage />);
    await settle();
    mockedApi.post.mockRejectedValueOnce(httpError(500, { error: 'Boom', statusCode: 500 }));
    await user.type(screen.getByRole('textbox', { name: 'Journal entry' }), 'Words');
    await user.click(screen.getByRole('button', { name: 'Add Journal' }));
    expect(await screen.findByTestId('journal-result')).toHaveTextContent(
      'Failed to analyze sentiment',
    );
    expect(await screen.findByText('Failed to save journal entry')).toBeVisible();
    expect(screen.queryByText('Journal added successfully!')).not.toBeInTheDocument();
    // The text stays, so nothing is lost.
    expect(screen.getByRole('textbox', { name: 'Journal entry' })).toHaveValue('Words');

    // Saving it again is the same submission: the same Idempotency-Key, so a first attempt that
    // was stored after all is not stored twice. A new entry afterwards gets a new key.
    mockedApi.post.mockResolvedValueOnce({
      status: 201,
      data: {
        ...entry(7, { text: 'Words' }),
        reading: {
          text: 'Words',
          uncertain: false,
          explanation: { words: [] },
          model: { tier: 'accurate', version: '2.1.0' },
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Add Journal' }));
    await screen.findByText('Journal added successfully!');
    const keys = journalPosts().map(
      (call) => (call[2] as { headers: Record<string, string> }).headers['Idempotency-Key'],
    );
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('a 401 shows the login-required toast and goes to /login after 2 s', async () => {
    signIn([{ entries: [], nextCursor: null }]);
    renderWithProviders(<JournalPage />, { route: '/journal', path: '/journal' });
    await settle();
    mockedApi.post.mockRejectedValueOnce(
      httpError(401, { error: 'Please login to write your journal or log mood', statusCode: 401 }),
    );
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.type(screen.getByRole('textbox', { name: 'Journal entry' }), 'Words');
    await user.click(screen.getByRole('button', { name: 'Add Journal' }));
    const toast = await screen.findByText('Please login to write your journal or log mood');
    expect(toast.closest('.Toastify__toast-container')).toHaveClass(
      'Toastify__toast-container--top-center',
    );
    expect(screen.queryByText('Failed to analyze sentiment')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1999));
    expect(screen.getByTestId('location')).toHaveTextContent('/journal');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it("pages past entries with 'Load more' (newest first) and deletes one after confirming", async () => {
    signIn([
      { entries: [entry(3), entry(2)], nextCursor: 'cursor-2' },
      { entries: [entry(1)], nextCursor: null },
    ]);
    mockedApi.delete.mockResolvedValueOnce({ status: 204, data: '' });
    const user = userEvent.setup();
    renderWithProviders(<JournalPage />);
    await settle();
    await screen.findByText('Entry 3');
    expect(mockedApi.get).toHaveBeenLastCalledWith('/api/journal', {
      headers: { token: 'jwt-token' },
      signal: expect.any(AbortSignal),
      params: { limit: 10 },
    });

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Entry 1');
    expect(mockedApi.get).toHaveBeenLastCalledWith('/api/journal', {
      headers: { token: 'jwt-token' },
      signal: expect.any(AbortSignal),
      params: { limit: 10, before: 'cursor-2' },
    });
    expect(screen.getAllByTestId('journal-entry').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Entry 3'),
      expect.stringContaining('Entry 2'),
      expect.stringContaining('Entry 1'),
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    const second = screen.getAllByTestId('journal-entry')[1];
    await user.click(within(second).getByRole('button', { name: /Delete the entry/ }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this entry?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(mockedApi.delete).toHaveBeenCalledWith(`/api/journal/${entry(2).id}`, {
      headers: { token: 'jwt-token' },
    });
    await waitFor(() => expect(screen.getAllByTestId('journal-entry')).toHaveLength(2));
    expect(screen.queryByText('Entry 2')).not.toBeInTheDocument();
  });

  const tooLong =
    'Journal entries are limited to 50,000 characters of text. Please shorten this entry or split it in two.';

  it("an entry over the limit shows the server's message, inline and in the toast", async () => {
    signIn([{ entries: [], nextCursor: null }]);
    const user = userEvent.setup();
    renderWithProviders(<JournalPage />);
    await settle();
    mockedApi.post.mockRejectedValueOnce(httpError(413, { error: tooLong, statusCode: 413 }));
    await user.type(screen.getByRole('textbox', { name: 'Journal entry' }), 'Words');
    await user.click(screen.getByRole('button', { name: 'Add Journal' }));
    expect(await screen.findByTestId('journal-result')).toHaveTextContent(tooLong);
    expect(screen.queryByText('Failed to analyze sentiment')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText(tooLong)).toHaveLength(2));
    expect(screen.queryByText('Failed to save journal entry')).not.toBeInTheDocument();
  });

  it('counts the characters as an entry nears the limit, and says by how much it is over', async () => {
    signIn([{ entries: [], nextCursor: null }]);
    renderWithProviders(<JournalPage />);
    await settle();
    const box = screen.getByRole('textbox', { name: 'Journal entry' });
    fireEvent.change(box, { target: { value: 'a'.repeat(44_999) } });
    expect(screen.queryByTestId('journal-length')).not.toBeInTheDocument();
    fireEvent.change(box, { target: { value: 'a'.repeat(45_000) } });
    expect(screen.getByTestId('journal-length')).toHaveTextContent('45,000 / 50,000 characters');
    fireEvent.change(box, { target: { value: 'a'.repeat(50_250) } });
    expect(screen.getByTestId('journal-length')).toHaveTextContent(
      '50,250 / 50,000 characters — 250 over the limit: shorten the entry or split it in two',
    );
  });

  const written =
    '<p>A <strong>brave</strong> day, <span style="color: rgb(230, 0, 0);">red</span> and ' +
    '<span class="ql-size-large">large</span>.</p><p><img src="data:image/png;base64,iVBORw0KGgo="></p>';

  function answerEntry(html = written) {
    mockedApi.get.mockImplementation(async (url: string) => {
      if (url === `/api/journal/${entry(1).id}`) {
        return {
          status: 200,
          data: { ...entry(1, { text: 'A brave day, red and large.' }), html },
        };
      }
      throw new Error(`unexpected GET ${url}`);
    });
  }

  it('opens an entry to read it whole, formatted as written, and offers the export', async () => {
    signIn([{ entries: [entry(1, { text: 'A brave day, red and large.' })], nextCursor: null }]);
    const user = userEvent.setup();
    renderWithProviders(<JournalPage />);
    await screen.findByText('A brave day, red and large.');
    expect(screen.getByRole('group', { name: 'Export your journal' })).toBeInTheDocument();
    answerEntry();
    await user.click(screen.getByRole('button', { name: /^Read the entry of/ }));
    const dialog = await screen.findByRole('dialog');
    const content = within(dialog).getByTestId('entry-content');
    await waitFor(() => expect(content.querySelector('strong')).toHaveTextContent('brave'));
    expect(content.querySelector('span[style*="color"]')).toHaveTextContent('red');
    expect(content.querySelector('.ql-size-large')).toHaveTextContent('large');
    expect(content.querySelector('img')).toHaveAttribute(
      'src',
      'data:image/png;base64,iVBORw0KGgo=',
    );
    expect(within(dialog).getByLabelText('Words read as: Neutral, confidence 60%')).toBeVisible();
    expect(within(dialog).getByLabelText('Emotion: Neutral')).toBeVisible();
  });

  it('reads an entry with its mood and tags, and backs words in a colour the page would swallow', async () => {
    const tagged = { mood: 5, activities: ['friends', 'long walk'], text: 'A white day' };
    signIn([{ entries: [entry(1, tagged)], nextCursor: null }]);
    const user = userEvent.setup();
    renderWithProviders(<JournalPage />);
    await screen.findByText('A white day');
    mockedApi.get.mockResolvedValueOnce({
      status: 200,
      data: {
        ...entry(1, tagged),
        html: '<p>A <span style="color: rgb(255, 255, 255);">white</span> and <span style="color: rgb(230, 0, 0);">red</span> day</p>',
      },
    });
    await user.click(screen.getByRole('button', { name: /^Read the entry of/ }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByRole('heading', { name: 'Your entry of Sun, Jan 11, 2026' }),
    ).toBeVisible();
    expect(within(dialog).getByLabelText('Mood: Very good, 5 of 5')).toBeVisible();
    const tags = within(dialog).getByRole('list', { name: 'Activities' });
    expect(tags).toHaveTextContent('friends');
    expect(tags).toHaveTextContent('long walk');
    const content = within(dialog).getByTestId('entry-content');
    await waitFor(() => expect(content.querySelector('[data-low-contrast]')).toBeTruthy());
    expect(content.querySelector('[data-low-contrast="light"]')).toHaveTextContent('white');
    // Red on white reads well enough: left as written.
    expect(content.querySelectorAll('[data-low-contrast]')).toHaveLength(1);
  });

  it('opens the entry named in the address (from the Dashboard)', async () => {
    signIn([]);
    answerEntry();
    const page = { entries: [entry(1)], nextCursor: null };
    const entryAnswer = mockedApi.get.getMockImplementation()!;
    mockedApi.get.mockImplementation(async (url: string) =>
      url === '/api/journal' ? { status: 200, data: page } : entryAnswer(url),
    );
    renderWithProviders(<JournalPage />, { route: `/journal?entry=${entry(1).id}` });
    const dialog = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(within(dialog).getByTestId('entry-content').querySelector('strong')).toBeTruthy(),
    );
  });

  it('edits an entry in the same editor and saves it, analysed again', async () => {
    signIn([{ entries: [entry(1, { text: 'A brave day, red and large.' })], nextCursor: null }]);
    const user = userEvent.setup();
    renderWithProviders(<JournalPage />);
    await screen.findByText('A brave day, red and large.');
    answerEntry('<p>A <strong>brave</strong> day</p>');
    await user.click(screen.getByRole('button', { name: /^Edit the entry of/ }));
    const box = screen.getByRole('textbox', { name: 'Journal entry' });
    await waitFor(() => expect(box).toHaveValue('A brave day'));
    expect(screen.getByText(/^Editing your entry of/)).toBeVisible();
    mockedApi.patch.mockResolvedValueOnce({
      status: 200,
      data: {
        ...entry(1, { text: 'A brave, bright day', sentiment: 'POSITIVE', emotion: 'joy' }),
        html: '<p>A brave, bright day</p>',
        updatedAt: '2026-01-20T10:00:00.000Z',
      },
    });
    await user.clear(box);
    await user.type(box, 'A brave, bright day');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(mockedApi.patch).toHaveBeenCalledWith(
      `/api/journal/${entry(1).id}`,
      {
        text: '<p>A brave, bright day</p>',
        mood: null,
        activities: [],
        date: entry(1).date,
        timeZone: ZONE,
      },
      { headers: { token: 'jwt-token' } },
    );
    expect(await screen.findByText('Journal entry updated')).toBeVisible();
    const items = screen.getAllByTestId('journal-entry');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('A brave, bright day');
    expect(
      within(items[0]).getByLabelText('Words read as: Positive, confidence 60%'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save Mood' })).toBeInTheDocument();
    expect(journalPosts()).toHaveLength(0);
  });
});
