import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../../lib/api-client';
import { httpError, renderWithProviders } from '../../../testing/test-utils';
import { LiveDemo } from './LiveDemo';

jest.mock('../../../lib/api-client', () => ({
  api: { post: jest.fn(), get: jest.fn(), delete: jest.fn() },
  apiUrl: (path: string) => path,
}));
const mockedApi = jest.mocked(api);

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.clearAllMocks();
  jest.useRealTimers();
});

const setup = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

describe('Live demo', () => {
  it('starts with the placeholder text and a disabled Analyze button while the text is blank', async () => {
    const user = setup();
    renderWithProviders(<LiveDemo />);
    expect(screen.getByText('Sentiment and emotion will appear here.')).toBeInTheDocument();
    const textbox = screen.getByRole('textbox', { name: 'Text to analyze' });
    expect(textbox).toHaveAttribute('placeholder', 'Paste some text or article here...');
    const analyze = screen.getByRole('button', { name: 'Analyze' });
    expect(analyze).toBeDisabled();
    await user.type(textbox, '   ');
    expect(analyze).toBeDisabled();
    await user.type(textbox, 'hello');
    expect(analyze).toBeEnabled();
  });

  it('is disabled while running and reveals sentiment AND emotion about 200 ms after the answer', async () => {
    const user = setup();
    let answer: (value: unknown) => void = () => undefined;
    mockedApi.post.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderWithProviders(<LiveDemo />);
    await user.type(screen.getByRole('textbox'), 'What a wonderful day!');
    await user.click(screen.getByRole('button', { name: 'Analyze' }));
    expect(mockedApi.post).toHaveBeenCalledWith('/api/analyze/text', {
      text: 'What a wonderful day!',
    });
    expect(screen.getByRole('button', { name: /Analyzing/ })).toBeDisabled();

    await act(async () =>
      answer({
        status: 200,
        data: {
          sentiment: 'POSITIVE',
          emotion: 'joy',
          score: 0.9,
          confidence: 0.934,
          emotions: { joy: 0.8 },
        },
      }),
    );
    act(() => jest.advanceTimersByTime(199));
    expect(screen.queryByTestId('demo-result')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    const result = screen.getByTestId('demo-result');
    expect(result).toHaveTextContent('Positive');
    expect(result).toHaveTextContent('Joy');
    expect(result).toHaveTextContent('93%');
    expect(screen.getByRole('button', { name: 'Analyze' })).toBeEnabled();
  });

  it('marks the words that moved the reading in the text it read, with a legend, the uncertain note and the model', async () => {
    const user = setup();
    const text = 'Oh great, another Monday. I just love being stuck in traffic.';
    mockedApi.post.mockResolvedValueOnce({
      status: 200,
      data: {
        sentiment: 'POSITIVE',
        emotion: 'joy',
        score: 0.5,
        confidence: 0.71,
        emotions: { joy: 0.6 },
        uncertain: true,
        explanation: {
          words: [
            { word: 'love', start: 33, end: 37, weight: 0.9 },
            { word: 'stuck', start: 44, end: 49, weight: -0.4 },
          ],
        },
        model: { tier: 'accurate', version: '2.1.0' },
      },
    });
    renderWithProviders(<LiveDemo />);
    await user.type(screen.getByRole('textbox'), text);
    await user.click(screen.getByRole('button', { name: 'Analyze' }));
    await act(async () => jest.advanceTimersByTime(200));
    // Typing on does not change the text the reading is shown on.
    await user.type(screen.getByRole('textbox'), ' More.');
    const highlights = screen.getByTestId('demo-highlights');
    expect(highlights).toHaveTextContent(
      'Oh great, another Monday. I just love (toward positive) being stuck (toward negative) in traffic.',
    );
    expect(within(highlights).getByText('love')).toHaveClass('word-push-positive', 'word-push-3');
    expect(within(highlights).getByText('stuck')).toHaveClass('word-push-negative', 'word-push-2');
    expect(screen.getByTestId('word-highlights-legend')).toBeVisible();
    expect(screen.getByTestId('uncertain-note')).toHaveTextContent(
      'Uncertain — the text may be ironic or mixed',
    );
    expect(screen.getByTestId('model-note')).toHaveTextContent(
      'Read by the accurate model (2.1.0)',
    );
  });

  it('says SentiLog reads English only, naming the language, instead of a label for French', async () => {
    const user = setup();
    mockedApi.post.mockResolvedValueOnce({
      status: 200,
      data: {
        sentiment: 'NEUTRAL',
        emotion: 'neutral',
        score: 0,
        confidence: 0,
        emotions: { neutral: 1 / 7 },
        uncertain: true,
        magnitude: 0,
        ironic: false,
        language: 'fr',
        explanation: { words: [] },
        model: { tier: 'accurate', version: '2.1.0' },
      },
    });
    renderWithProviders(<LiveDemo />);
    await user.type(screen.getByRole('textbox'), 'Le service était excellent.');
    await user.click(screen.getByRole('button', { name: 'Analyze' }));
    await act(async () => jest.advanceTimersByTime(200));
    const result = screen.getByTestId('demo-result');
    expect(within(result).getByRole('note')).toHaveTextContent(
      'SentiLog reads English text only; this looks like French.',
    );
    expect(result).not.toHaveTextContent('Neutral');
    expect(result).not.toHaveTextContent('Confidence');
    expect(screen.queryByTestId('uncertain-note')).not.toBeInTheDocument();
  });

  it('shows Mixed with strong feelings both ways, and explains the irony flag', async () => {
    const user = setup();
    mockedApi.post.mockResolvedValueOnce({
      status: 200,
      data: {
        sentiment: 'MIXED',
        emotion: 'anger',
        score: 0.05,
        confidence: 0.66,
        emotions: { anger: 0.5 },
        uncertain: false,
        magnitude: 0.74,
        ironic: true,
        language: 'en',
        explanation: { words: [] },
        model: { tier: 'accurate', version: '3.0.0' },
      },
    });
    renderWithProviders(<LiveDemo />);
    await user.type(
      screen.getByRole('textbox'),
      'The room was spotless, but the heating was cold.',
    );
    await user.click(screen.getByRole('button', { name: 'Analyze' }));
    await act(async () => jest.advanceTimersByTime(200));
    const result = screen.getByTestId('demo-result');
    expect(within(result).getByText('Mixed')).toHaveClass('badge-mixed');
    expect(screen.getByTestId('mixed-note')).toHaveTextContent(
      'Strong feelings both ways (magnitude 0.74 of 1)',
    );
    expect(screen.getByTestId('ironic-note')).toHaveTextContent(
      'The wording is positive but the situation reads negative: this may be irony or sarcasm',
    );
  });

  it('says the analyzer is busy and to try again when the service answers 503', async () => {
    const user = setup();
    mockedApi.post.mockRejectedValueOnce(
      httpError(503, {
        error: 'The service is busy right now. Please try again in a few seconds.',
      }),
    );
    renderWithProviders(<LiveDemo />);
    await user.type(screen.getByRole('textbox'), 'Some text');
    await user.click(screen.getByRole('button', { name: 'Analyze' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The analyzer is busy right now. Please try again in a few seconds.',
    );
  });

  it("shows 'Failed to analyze sentiment' inline on failure, and clears it on the next run", async () => {
    const user = setup();
    mockedApi.post.mockRejectedValueOnce(httpError(500, { error: 'Internal server error' }));
    renderWithProviders(<LiveDemo />);
    await user.type(screen.getByRole('textbox'), 'Some text');
    await user.click(screen.getByRole('button', { name: 'Analyze' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to analyze sentiment');

    mockedApi.post.mockResolvedValueOnce({
      status: 200,
      data: { sentiment: 'NEGATIVE', emotion: 'sadness' },
    });
    await user.click(screen.getByRole('button', { name: 'Analyze' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(async () => undefined);
    act(() => jest.advanceTimersByTime(200));
    expect(screen.getByTestId('demo-result')).toHaveTextContent('Negative');
    expect(screen.getByTestId('demo-result')).toHaveTextContent('Sadness');
  });

  it('refuses a text over 100,000 characters in the browser, naming the limit', async () => {
    const user = setup();
    renderWithProviders(<LiveDemo />);
    const textbox = screen.getByRole('textbox', { name: 'Text to analyze' });
    // Pasting is one input event; typing 100,001 characters one by one would take minutes.
    textbox.focus();
    await user.paste('a'.repeat(100_001));
    await user.click(screen.getByRole('button', { name: 'Analyze' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Text is too long (100,001 characters). The maximum is 100,000 characters',
    );
    expect(mockedApi.post).not.toHaveBeenCalled();
  });

  it('sends a text of exactly 100,000 characters', async () => {
    const user = setup();
    mockedApi.post.mockResolvedValueOnce({ status: 200, data: { sentiment: 'NEUTRAL' } });
    renderWithProviders(<LiveDemo />);
    screen.getByRole('textbox').focus();
    await user.paste('a'.repeat(100_000));
    await user.click(screen.getByRole('button', { name: 'Analyze' }));
    expect(mockedApi.post).toHaveBeenCalledTimes(1);
  });

  it.each([
    [
      413,
      'Text is too long. The maximum is 100,000 characters; upload longer material as a document.',
    ],
    [429, 'Too many requests. Please wait a minute and try again.'],
  ])("shows the server's message when it still answers %i", async (status, error) => {
    const user = setup();
    mockedApi.post.mockRejectedValueOnce(httpError(status, { error, statusCode: status }));
    renderWithProviders(<LiveDemo />);
    await user.type(screen.getByRole('textbox'), 'Some text');
    await user.click(screen.getByRole('button', { name: 'Analyze' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(error);
    expect(screen.queryByText('Failed to analyze sentiment')).not.toBeInTheDocument();
  });

  it("'Log a Mood Entry' without a token: toast for 4 s at top centre and /login after 2 s", async () => {
    const user = setup();
    renderWithProviders(<LiveDemo />, { route: '/', path: '/' });
    const link = screen.getByRole('link', { name: 'Log a Mood Entry' });
    expect(link).toHaveAttribute('href', '/journal');
    await user.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    const toast = await screen.findByText('Please login to write your journal or log mood');
    expect(toast.closest('.Toastify__toast-container')).toHaveClass(
      'Toastify__toast-container--top-center',
    );
    act(() => jest.advanceTimersByTime(1999));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it("'Log a Mood Entry' with a token goes to /journal", async () => {
    localStorage.setItem('token', 'jwt');
    mockedApi.post.mockResolvedValue({
      status: 200,
      data: { firstname: 'A', lastname: 'B', email: 'a@b.c' },
    });
    const user = setup();
    renderWithProviders(<LiveDemo />, { route: '/', path: '/' });
    await user.click(screen.getByRole('link', { name: 'Log a Mood Entry' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/journal');
  });
});
