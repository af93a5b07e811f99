import { act, createEvent, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../../lib/api-client';
import {
  fakeFile,
  httpError,
  networkError,
  renderWithProviders,
} from '../../../testing/test-utils';
import { JOB_LOST, JOB_POLL_INTERVAL_MS } from '../api/analyze-file';
import { sampleAnalysis } from '../testing/sample-analysis';
import { AnalyzePage } from './AnalyzePage';

jest.mock('../../../lib/api-client', () => ({
  api: { post: jest.fn(), get: jest.fn(), delete: jest.fn() },
  apiUrl: (path: string) => path,
}));
const mockedApi = jest.mocked(api);

const JOB = '0b7c6a7e-4f3b-4a55-9d0e-5b1c2f3a4d5e';
const scrollIntoView = jest.fn();

beforeAll(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
});
afterEach(() => {
  jest.clearAllMocks();
  jest.useRealTimers();
});

/** A pending upload the test answers by hand, capturing the axios options it was given. */
function pendingUpload() {
  const call: {
    resolve: (value: unknown) => void;
    reject: (err: unknown) => void;
    options?: {
      onUploadProgress: (e: { loaded: number; total?: number }) => void;
      signal: AbortSignal;
    };
  } = { resolve: () => undefined, reject: () => undefined };
  mockedApi.post.mockImplementationOnce((_url, _body, options) => {
    call.options = options as typeof call.options;
    return new Promise((resolve, reject) => {
      call.resolve = resolve;
      call.reject = reject;
    });
  });
  return call;
}

/** The gateway's 202 for a queued upload. */
const accepted = { status: 202, data: { jobId: JOB } };

/** The job the page follows, finished with `analysis`. */
function jobCompletes(analysis = sampleAnalysis()) {
  mockedApi.get.mockResolvedValueOnce({
    status: 200,
    data: { state: 'completed', progress: 100, result: analysis },
  });
}

function chooseFile(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return userEvent.setup({ applyAccept: false }).upload(input, file);
}

describe('Analyze screen: why the document read as it did', () => {
  it('shows Mixed and Uncertain beside the label, the models that read it, and the words that moved each key sentence', async () => {
    const analysis = sampleAnalysis();
    analysis.sentiment.mixed = true;
    analysis.sentiment.uncertain = true;
    analysis.sentiment.detailedAnalysis.models.sentences.push({
      tier: 'fast',
      version: '2.2.0',
      count: 1200,
    });
    mockedApi.post.mockResolvedValueOnce(accepted);
    jobCompletes(analysis);
    renderWithProviders(<AnalyzePage />);
    await chooseFile(fakeFile('review.txt', 'text/plain', 500));
    const overall = await screen.findByTestId('overall-sentiment');
    expect(within(overall).getByTestId('mixed-badge')).toHaveTextContent('Mixed');
    expect(within(overall).getByTestId('mixed-badge')).toHaveAttribute(
      'title',
      'Strongly positive: 55.2% of the text; strongly negative: 8.1%',
    );
    expect(within(overall).getByTestId('uncertain-note')).toHaveTextContent(
      'Uncertain — the text may be ironic or mixed',
    );
    expect(overall).toHaveTextContent(
      'the accurate model (2.1.0), 56 sentences; the fast model (2.2.0), 1,200 sentences',
    );
    const keys = screen.getByTestId('key-sentences');
    const love = within(keys).getByText('love');
    expect(love.tagName).toBe('MARK');
    expect(love).toHaveClass('word-push-positive');
    expect(within(keys).getByText('terrible')).toHaveClass('word-push-negative');
    expect(within(keys).getByText('(toward negative)', { exact: false })).toBeInTheDocument();
    expect(within(keys).getByTestId('word-highlights-legend')).toBeInTheDocument();
  });
});

describe('Analyze screen: Mixed, irony and other languages', () => {
  it('shows a document read as Mixed with its magnitude, and an ironic key sentence explained', async () => {
    const analysis = sampleAnalysis();
    analysis.sentiment.sentiment = 'mixed';
    analysis.sentiment.mixed = true;
    analysis.sentiment.magnitude = 0.66;
    analysis.sentiment.detailedAnalysis.sentences.mostPositive[0].ironic = true;
    mockedApi.post.mockResolvedValueOnce(accepted);
    jobCompletes(analysis);
    renderWithProviders(<AnalyzePage />);
    await chooseFile(fakeFile('review.txt', 'text/plain', 500));
    const overall = await screen.findByTestId('overall-sentiment');
    expect(within(overall).getByText('Mixed')).toHaveClass('badge-mixed');
    // The label says Mixed: no second Mixed badge beside it.
    expect(within(overall).queryByTestId('mixed-badge')).not.toBeInTheDocument();
    expect(within(overall).getByTestId('mixed-note')).toHaveTextContent(
      'Strong feelings both ways (magnitude 0.66 of 1)',
    );
    expect(within(screen.getByTestId('key-sentences')).getByTestId('ironic-note')).toBeVisible();
  });

  it('says SentiLog reads English only for a French document, and counts unread sentences in an English one', async () => {
    const french = sampleAnalysis();
    Object.assign(french.sentiment, {
      sentiment: 'neutral',
      confidence: 0,
      uncertain: true,
      language: 'fr',
    });
    mockedApi.post.mockResolvedValueOnce(accepted);
    jobCompletes(french);
    const { unmount } = renderWithProviders(<AnalyzePage />);
    await chooseFile(fakeFile('avis.txt', 'text/plain', 500));
    const overall = await screen.findByTestId('overall-sentiment');
    expect(within(overall).getByTestId('language-note')).toHaveTextContent(
      'SentiLog reads English text only; this looks like French.',
    );
    expect(overall).not.toHaveTextContent('Confidence');
    expect(within(overall).queryByTestId('uncertain-note')).not.toBeInTheDocument();
    expect(screen.queryByTestId('emotion-breakdown')).not.toBeInTheDocument();
    unmount();

    const mostlyEnglish = sampleAnalysis();
    mostlyEnglish.sentiment.detailedAnalysis.otherLanguage = { language: 'de', sentences: 3 };
    mockedApi.post.mockResolvedValueOnce(accepted);
    jobCompletes(mostlyEnglish);
    renderWithProviders(<AnalyzePage />);
    await chooseFile(fakeFile('review.txt', 'text/plain', 500));
    expect(await screen.findByTestId('unread-sentences')).toHaveTextContent(
      '3 sentences in German: SentiLog reads English text only.',
    );
  });
});

describe('Analyze screen', () => {
  it('uploads at once: file card, real upload progress, processing, then results in order', async () => {
    const upload = pendingUpload();
    renderWithProviders(<AnalyzePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Document Analysis' })).toBeVisible();
    expect(screen.getByText(/Supported formats: TXT, PDF, DOCX/)).toBeVisible();

    await chooseFile(fakeFile('report.pdf', 'application/pdf', 12_637));
    const [url, body, options] = mockedApi.post.mock.calls[0];
    expect(url).toBe('/api/analyze/file');
    expect((body as FormData).get('file')).toBeInstanceOf(File);
    // One Idempotency-Key per upload: a repeat of it never queues the file twice.
    expect((options as { headers: Record<string, string> }).headers['Idempotency-Key']).toMatch(
      /^[0-9a-f]{32}$/,
    );
    const card = screen.getByTestId('file-card');
    expect(card).toHaveTextContent('File Ready for Analysis');
    expect(card).toHaveTextContent('report.pdf');
    expect(card).toHaveTextContent('12.34 KB');
    expect(screen.queryByTestId('dropzone')).not.toBeInTheDocument();

    act(() => upload.options?.onUploadProgress({ loaded: 40, total: 100 }));
    expect(screen.getByRole('progressbar', { name: 'Uploading...' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    act(() => upload.options?.onUploadProgress({ loaded: 100, total: 100 }));
    expect(screen.getByText('Processing Document...')).toBeVisible();

    jobCompletes();
    await act(async () => upload.resolve(accepted));
    expect(mockedApi.get).toHaveBeenCalledWith(`/api/analyze/jobs/${JOB}`, expect.anything());
    const results = screen.getByTestId('analysis-results');
    const headings = within(results)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(headings).toEqual([
      'Extracted Text',
      'Overall Sentiment',
      'Document Statistics',
      'Sentiment Indicators',
      'Sentiment Distribution',
      'Summary',
      'Emotion Breakdown',
      'Key Sentences',
    ]);
    expect(screen.getByTestId('overall-sentiment')).toHaveTextContent(/Positive.*0\.42.*71%/);
    expect(screen.getByTestId('document-statistics')).toHaveTextContent(
      /1,234.*56.*22\.0.*6,789 characters/,
    );
    expect(screen.getByTestId('sentiment-indicators')).toHaveTextContent(/30.*10.*40.*3\.2%/);
    expect(screen.getByTestId('sentiment-distribution')).toHaveTextContent(
      /Positive.*75%.*Negative.*25%/,
    );
    expect(screen.getByTestId('emotion-breakdown')).toHaveTextContent(/Joy.*61%/);
    // Each marked word is followed by its direction for screen readers.
    expect(screen.getByTestId('key-sentences')).toHaveTextContent(
      'I really love (toward positive) this.',
    );
    expect(screen.getByTestId('key-sentences')).toHaveTextContent(
      'The service was terrible (toward negative).',
    );
    expect(screen.getByRole('button', { name: 'Download Results' })).toBeVisible();
    expect(screen.queryByText('Processing Document...')).not.toBeInTheDocument();
    expect(scrollIntoView).toHaveBeenCalled();
  });

  it('cuts the raw text at 1,000 characters with Show Full Text / Show Less and a word count', async () => {
    const upload = pendingUpload();
    renderWithProviders(<AnalyzePage />);
    await chooseFile(fakeFile('long.txt', 'text/plain', 3000));
    const text = `${'a'.repeat(1000)}TAIL`;
    jobCompletes(sampleAnalysis({ extractedText: text }));
    await act(async () => upload.resolve(accepted));
    const shown = screen.getByTestId('extracted-text');
    expect(shown.textContent).toBe(`${'a'.repeat(1000)}...`);
    expect(screen.getByText('1,234 words')).toBeVisible();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show Full Text' }));
    expect(shown.textContent).toBe(text);
    await user.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(shown.textContent).toBe(`${'a'.repeat(1000)}...`);
  });

  it('checks type and size before uploading, and a new file clears the old error', async () => {
    renderWithProviders(<AnalyzePage />);
    await chooseFile(fakeFile('photo.png', 'image/png', 100));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Unsupported file type. Upload a TXT, PDF or DOCX file.',
    );
    await chooseFile(fakeFile('huge.pdf', 'application/pdf', 10 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'File too large. The maximum size is 10MB.',
    );
    expect(mockedApi.post).not.toHaveBeenCalled();

    pendingUpload();
    await chooseFile(fakeFile('fine.txt', 'text/plain', 10));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(mockedApi.post).toHaveBeenCalledTimes(1);
  });

  it("shows the server's error field, else the error message, else 'Failed to analyze file.'", async () => {
    renderWithProviders(<AnalyzePage />);
    mockedApi.post.mockRejectedValueOnce(
      httpError(422, { error: 'The PDF is encrypted.', statusCode: 422 }),
    );
    await chooseFile(fakeFile('locked.pdf', 'application/pdf', 100));
    expect(await screen.findByRole('alert')).toHaveTextContent('The PDF is encrypted.');
    // The failed file stays loaded: choosing needs 'Upload Different File' first.
    expect(screen.getByTestId('file-card')).toHaveTextContent('locked.pdf');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Upload Different File' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    mockedApi.post.mockRejectedValueOnce(networkError());
    await chooseFile(fakeFile('a.txt', 'text/plain', 5));
    expect(await screen.findByRole('alert')).toHaveTextContent('Network Error');

    await user.click(screen.getByRole('button', { name: 'Upload Different File' }));
    mockedApi.post.mockRejectedValueOnce('odd failure');
    await chooseFile(fakeFile('b.txt', 'text/plain', 5));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to analyze file.');
  });

  it('shows a refused file as refused, not ready, above the reason', async () => {
    renderWithProviders(<AnalyzePage />);
    const notPdf = 'This file is not a valid PDF. Upload a TXT, PDF or DOCX file.';
    mockedApi.post.mockRejectedValueOnce(httpError(415, { error: notPdf, statusCode: 415 }));
    await chooseFile(fakeFile('setup.pdf', 'application/pdf', 2048));
    expect(await screen.findByRole('alert')).toHaveTextContent(notPdf);
    const card = screen.getByTestId('file-card');
    expect(card).toHaveTextContent('File Could Not Be Analyzed');
    expect(card).toHaveTextContent('setup.pdf');
    expect(card).not.toHaveTextContent('File Ready for Analysis');
    expect(card).toHaveClass('file-card-rejected');
  });

  it('blocks dropping while a file is loaded; Upload Different File resets everything', async () => {
    const upload = pendingUpload();
    renderWithProviders(<AnalyzePage />);
    const dropzone = screen.getByTestId('dropzone');
    fireEvent.drop(dropzone, {
      dataTransfer: { types: ['Files'], files: [fakeFile('dropped.docx', '', 2048)] },
    });
    expect(mockedApi.post).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('file-card')).toHaveTextContent('dropped.docx');
    expect(screen.queryByTestId('dropzone')).not.toBeInTheDocument();

    // A file dropped anywhere else is kept from replacing the page.
    const stray = createEvent.drop(document.body, {
      dataTransfer: { types: ['Files'], files: [fakeFile('other.pdf', '', 10)] },
    });
    fireEvent(document.body, stray);
    expect(stray.defaultPrevented).toBe(true);
    expect(mockedApi.post).toHaveBeenCalledTimes(1);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Upload Different File' }));
    expect(upload.options?.signal.aborted).toBe(true);
    expect(screen.getByTestId('dropzone')).toBeVisible();
    expect(screen.queryByTestId('file-card')).not.toBeInTheDocument();
    // The abandoned upload's late answer changes nothing: its job is not even followed.
    await act(async () => upload.resolve(accepted));
    expect(mockedApi.get).not.toHaveBeenCalled();
    expect(screen.queryByTestId('analysis-results')).not.toBeInTheDocument();
  });

  it('follows the queued job, showing its progress, until the result arrives', async () => {
    jest.useFakeTimers();
    renderWithProviders(<AnalyzePage />);
    mockedApi.post.mockResolvedValueOnce(accepted);
    mockedApi.get.mockResolvedValueOnce({ status: 200, data: { state: 'active', progress: 40 } });
    jobCompletes();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [fakeFile('slow.pdf', 'application/pdf', 10)] } });
    await act(async () => undefined);
    expect(mockedApi.get).toHaveBeenCalledWith(`/api/analyze/jobs/${JOB}`, expect.anything());
    expect(screen.getByText('Processing Document...')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Analysing sentiment' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    await act(async () => jest.advanceTimersByTime(JOB_POLL_INTERVAL_MS));
    expect(mockedApi.get).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('analysis-results')).toBeInTheDocument();
  });

  it("a followed job that fails shows the server's reason", async () => {
    renderWithProviders(<AnalyzePage />);
    mockedApi.post.mockResolvedValueOnce(accepted);
    mockedApi.get.mockResolvedValueOnce({
      status: 200,
      data: { state: 'failed', progress: 30, error: 'The document has no readable text.' },
    });
    await chooseFile(fakeFile('empty.pdf', 'application/pdf', 10));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The document has no readable text.',
    );
  });

  it('keeps following through a poll that fails in passing (a gateway restarting)', async () => {
    jest.useFakeTimers();
    renderWithProviders(<AnalyzePage />);
    mockedApi.post.mockResolvedValueOnce(accepted);
    mockedApi.get
      .mockRejectedValueOnce(httpError(503, { error: 'SentiLog is temporarily unavailable.' }))
      .mockRejectedValueOnce(networkError());
    jobCompletes();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [fakeFile('slow.pdf', 'application/pdf', 10)] } });
    await act(async () => undefined);
    await act(async () => jest.advanceTimersByTime(JOB_POLL_INTERVAL_MS));
    await act(async () => jest.advanceTimersByTime(JOB_POLL_INTERVAL_MS));
    expect(mockedApi.get).toHaveBeenCalledTimes(3);
    expect(screen.getByTestId('analysis-results')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("a job the queue lost says so in the server's words (410)", async () => {
    renderWithProviders(<AnalyzePage />);
    mockedApi.post.mockResolvedValueOnce(accepted);
    const lost =
      'Your upload was lost while the document queue restarted. Please upload the file again.';
    mockedApi.get.mockRejectedValueOnce(httpError(410, { error: lost, statusCode: 410 }));
    await chooseFile(fakeFile('lost.txt', 'text/plain', 10));
    expect(await screen.findByRole('alert')).toHaveTextContent(lost);
  });

  it('a job the server no longer has asks for the file again', async () => {
    renderWithProviders(<AnalyzePage />);
    mockedApi.post.mockResolvedValueOnce(accepted);
    mockedApi.get.mockRejectedValueOnce(
      httpError(404, {
        error: 'No analysis job with this id (results are kept for an hour).',
        statusCode: 404,
      }),
    );
    await chooseFile(fakeFile('lost.txt', 'text/plain', 10));
    expect(await screen.findByRole('alert')).toHaveTextContent(JOB_LOST);
  });

  it('Download Results saves sentiment-analysis-{name}.json with the result', async () => {
    const upload = pendingUpload();
    renderWithProviders(<AnalyzePage />);
    await chooseFile(fakeFile('report.final.docx', '', 10));
    jobCompletes();
    await act(async () => upload.resolve(accepted));

    const blobs: Blob[] = [];
    const createObjectURL = jest.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:result';
    });
    let downloaded = '';
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloaded = this.download;
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download Results' }));
    expect(downloaded).toBe('sentiment-analysis-report.final.json');
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(blobs[0]);
    });
    const saved = JSON.parse(text) as Record<string, unknown>;
    expect(saved).toMatchObject({
      fileName: 'report.final.docx',
      sentiment: 'positive',
      score: 0.42,
    });
    createObjectURL.mockRestore();
    click.mockRestore();
  });
});
