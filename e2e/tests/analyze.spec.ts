/**
 * The Analyze screen against the whole stack: real PDF, DOCX and TXT files go through the upload,
 * the analysis worker and back; the results show in the spec's order, the view scrolls to them, and
 * Download Results saves the spec's JSON. Wrong types and oversized files are refused in the
 * browser; files the server refuses show the server's words.
 */
import type { BrowserContext, Page, Response } from 'playwright-core';
import { makeCorruptPdf, makeDocx, makePdf, makePng } from '../../infra/testing/documents';
import {
  downloadedBytes,
  expectAccessibleAndPhotograph,
  newContext,
  saveScreenshot,
  scrollPosition,
  seriousA11yViolations,
  useStack,
  useThemedPage,
  type Theme,
} from '../harness';

const RESULT_TIMEOUT_MS = 150_000;

const REPORT_LINES = [
  'Quarterly report of the SentiLog team.',
  'We are delighted with the wonderful progress this quarter.',
  'Customers love the new features and the support team is excellent.',
  'Unfortunately one outage was frustrating and costly for everyone.',
  'Overall we are proud of the results and hopeful about the future.',
];

/** The result order of the spec, plus the emotions and key sentences before the download. */
const RESULT_HEADINGS = [
  'Extracted Text',
  'Overall Sentiment',
  'Document Statistics',
  'Sentiment Indicators',
  'Sentiment Distribution',
  'Summary',
  'Emotion Breakdown',
  'Key Sentences',
];

interface FileAnalysis {
  extractedText: string;
  sentiment: {
    sentiment: string;
    score: number;
    confidence: number;
    wordCount: number;
    sentenceCount: number;
    positiveWords: number;
    negativeWords: number;
    sentimentWordsFound: number;
    averageWordsPerSentence: number;
    detailedAnalysis: Record<string, unknown>;
  };
}

const run = useStack();

const fileInput = (page: Page) => page.locator('input[type="file"]');

const isUpload = (res: Response) =>
  res.url().endsWith('/api/analyze/file') && res.request().method() === 'POST';

interface FollowedJob {
  state: string;
  progress?: unknown;
  result?: FileAnalysis;
  error?: string;
}

/**
 * The page's last look at its job: the answer of GET /api/analyze/jobs/:id that says it ended
 * (the upload answers 202 with the job id, and the page follows the job).
 */
async function endedJob(page: Page, timeout = RESULT_TIMEOUT_MS): Promise<FollowedJob> {
  const ended = await page.waitForResponse(
    async (res) => {
      if (!res.url().includes('/api/analyze/jobs/')) return false;
      const job = (await res.json().catch(() => null)) as FollowedJob | null;
      return job?.state === 'completed' || job?.state === 'failed';
    },
    { timeout },
  );
  return (await ended.json()) as FollowedJob;
}

/** Chooses a file and waits for the upload's 202, its job's result and the rendered results. */
async function analyse(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const [response, job] = await Promise.all([
    page.waitForResponse(isUpload, { timeout: RESULT_TIMEOUT_MS }),
    endedJob(page),
    fileInput(page).setInputFiles(file),
  ]);
  expect(response.status()).toBe(202);
  expect(job.state).toBe('completed');
  await page.getByTestId('analysis-results').waitFor({ timeout: 10_000 });
  return job.result!;
}

async function resultHeadings(page: Page): Promise<string[]> {
  return page.getByTestId('analysis-results').getByRole('heading', { level: 2 }).allInnerTexts();
}

describe.each<Theme>(['light', 'dark'])('in the %s theme', (theme) => {
  const current = useThemedPage(run, theme);

  it('refuses a wrong type and an oversized file in the browser, with their messages', async () => {
    const { page, errors } = current;
    const uploads: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/analyze/file')) uploads.push(req.url());
    });
    await page.goto('/analyze');
    await page.getByRole('heading', { level: 1, name: 'Document Analysis' }).waitFor();
    await page.getByText('Drag and drop your document here').waitFor();
    await expectAccessibleAndPhotograph(page, `analyze-idle-${theme}`);

    await fileInput(page).setInputFiles({
      name: 'holiday.png',
      mimeType: 'image/png',
      buffer: makePng(),
    });
    await page
      .getByRole('alert')
      .getByText('Unsupported file type. Upload a TXT, PDF or DOCX file.')
      .waitFor();

    await fileInput(page).setInputFiles({
      name: 'huge.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0x20),
    });
    await page.getByRole('alert').getByText('File too large. The maximum size is 10MB.').waitFor();
    await saveScreenshot(page, `analyze-error-${theme}`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(uploads).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('shows a file the server refuses as refused: a program named .pdf, then an empty .txt', async () => {
    const { page, errors } = current;
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/analyze');
    await page.getByRole('heading', { level: 1, name: 'Document Analysis' }).waitFor();
    const [refused] = await Promise.all([
      page.waitForResponse(isUpload),
      fileInput(page).setInputFiles({
        name: 'setup.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4094, 0x90)]),
      }),
    ]);
    expect(refused.status()).toBe(415);
    await page
      .getByRole('alert')
      .getByText('This file is not a valid PDF. Upload a TXT, PDF or DOCX file.', { exact: true })
      .waitFor();
    const card = page.getByTestId('file-card');
    expect(await card.innerText()).toContain('File Could Not Be Analyzed');
    expect(await card.getByText('File Ready for Analysis').count()).toBe(0);
    // Revealed first: the footer fades in beneath a short page, and mid-fade reads as low contrast.
    await expectAccessibleAndPhotograph(page, `analyze-rejected-${theme}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessibleAndPhotograph(page, `analyze-rejected-mobile-${theme}`);

    await page.getByRole('button', { name: 'Upload Different File' }).click();
    await Promise.all([
      page.waitForResponse(isUpload),
      fileInput(page).setInputFiles({
        name: 'empty.txt',
        mimeType: 'text/plain',
        buffer: Buffer.alloc(0),
      }),
    ]);
    await page.getByRole('alert').getByText('The file is empty.', { exact: true }).waitFor();
    expect(await card.innerText()).toContain('File Could Not Be Analyzed');
    expect(errors.filter((e) => !/status of (415|422)/.test(e))).toEqual([]);
  });

  it(
    'analyses a real PDF: file card, results in order, scrolled into view, and the downloaded JSON',
    async () => {
      const { page, errors } = current;
      await page.goto('/analyze');
      await page.getByRole('heading', { level: 1, name: 'Document Analysis' }).waitFor();
      const pdf = await makePdf(REPORT_LINES);
      const [response, job] = await Promise.all([
        page.waitForResponse(isUpload, { timeout: RESULT_TIMEOUT_MS }),
        endedJob(page),
        fileInput(page).setInputFiles({
          name: 'quarterly-report.pdf',
          mimeType: 'application/pdf',
          buffer: pdf,
        }),
        page.getByText('File Ready for Analysis').waitFor(),
      ]);
      expect(response.status()).toBe(202);
      const body = job.result!;
      const card = page.getByTestId('file-card');
      expect(await card.innerText()).toContain('quarterly-report.pdf');
      expect(await card.innerText()).toContain(`${(pdf.length / 1024).toFixed(2)} KB`);
      await page.getByTestId('analysis-results').waitFor();

      // The view scrolls to the results.
      await page.waitForFunction(
        () => (globalThis as unknown as { scrollY: number }).scrollY > 100,
      );
      expect(await scrollPosition(page)).toBeGreaterThan(100);

      expect(await resultHeadings(page)).toEqual(RESULT_HEADINGS);
      expect(await page.getByTestId('extracted-text').innerText()).toContain(
        'We are delighted with the wonderful progress this quarter.',
      );
      const s = body.sentiment;
      const sentiment = s.sentiment.charAt(0).toUpperCase() + s.sentiment.slice(1);
      expect(await page.getByTestId('overall-sentiment').innerText()).toContain(sentiment);
      expect(await page.getByTestId('document-statistics').innerText()).toContain(
        String(s.wordCount),
      );
      const density = ((100 * s.sentimentWordsFound) / s.wordCount).toFixed(1);
      expect(await page.getByTestId('sentiment-indicators').innerText()).toContain(`${density}%`);
      expect(s.positiveWords).toBeGreaterThan(s.negativeWords);

      await expectAccessibleAndPhotograph(page, `analyze-results-${theme}`);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download Results' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('sentiment-analysis-quarterly-report.json');
      const saved = JSON.parse((await downloadedBytes(download)).toString('utf8')) as Record<
        string,
        unknown
      >;
      expect(Object.keys(saved)).toEqual([
        'fileName',
        'analysisDate',
        'sentiment',
        'score',
        'confidence',
        'statistics',
        'detailedAnalysis',
      ]);
      expect(saved).toEqual({
        fileName: 'quarterly-report.pdf',
        analysisDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        sentiment: s.sentiment,
        score: s.score,
        confidence: s.confidence,
        statistics: {
          wordCount: s.wordCount,
          sentenceCount: s.sentenceCount,
          positiveWords: s.positiveWords,
          negativeWords: s.negativeWords,
          sentimentWordsFound: s.sentimentWordsFound,
          averageWordsPerSentence: s.averageWordsPerSentence,
        },
        detailedAnalysis: s.detailedAnalysis,
      });
      expect(Math.abs(Date.parse(saved.analysisDate as string) - Date.now())).toBeLessThan(
        10 * 60_000,
      );
      expect(errors).toEqual([]);
    },
    RESULT_TIMEOUT_MS + 60_000,
  );
});

describe('other documents and server refusals', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await newContext(run.browser, run.stack.url);
    page = await context.newPage();
    await page.goto('/analyze');
    await page.getByRole('heading', { level: 1, name: 'Document Analysis' }).waitFor();
  });

  afterAll(async () => {
    await context?.close();
  });

  afterEach(async () => {
    // Choosing is blocked while a file is loaded: the reset lets the next one in.
    const reset = page.getByRole('button', { name: 'Upload Different File' });
    if (await reset.isVisible()) await reset.click();
    await page.getByTestId('dropzone').waitFor();
  });

  it(
    'analyses a DOCX',
    async () => {
      const body = await analyse(page, {
        name: 'letter.docx',
        mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        buffer: await makeDocx(['Dear team,', 'The launch was a terrible, painful failure.']),
      });
      expect(body.extractedText).toContain('terrible, painful failure');
      expect(await page.getByTestId('extracted-text').innerText()).toContain(
        'The launch was a terrible, painful failure.',
      );
      expect(await resultHeadings(page)).toEqual(RESULT_HEADINGS);
      expect(body.sentiment.negativeWords).toBeGreaterThan(0);
    },
    RESULT_TIMEOUT_MS + 30_000,
  );

  it(
    'reads a mixed hotel review as Mixed, with indicators that agree and the words that moved each key sentence',
    async () => {
      const review = [
        'The staff were warm and welcoming, and the view from our room was lovely.',
        'The bed was comfortable and the pool was a delight.',
        'Sadly the breakfast was a disappointment: cold eggs and bland coffee.',
        'For the price, the room felt overpriced and the service was slow.',
      ].join(' ');
      const body = await analyse(page, {
        name: 'hotel-review.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from(review, 'utf8'),
      });
      const s = body.sentiment as FileAnalysis['sentiment'] & { mixed: boolean; summary: string };
      expect(s.mixed).toBe(true);
      // Strong sentences on both sides: Mixed is the reading itself (not a badge beside a side).
      expect(s.sentiment).toBe('mixed');
      const overall = page.getByTestId('overall-sentiment');
      expect(await overall.getByLabel('Sentiment: Mixed').count()).toBe(1);
      // The indicators count the words the explanations marked: both sides, from the same readings.
      expect(s.positiveWords).toBeGreaterThan(0);
      expect(s.negativeWords).toBeGreaterThan(0);
      expect(await page.getByTestId('summary').innerText()).toContain(
        'Overall the document reads as mixed:',
      );
      const keys = page.getByTestId('key-sentences');
      expect(await keys.locator('mark.word-push-positive').count()).toBeGreaterThan(0);
      expect(await keys.locator('mark.word-push-negative').count()).toBeGreaterThan(0);
      expect(await keys.innerText()).toContain('disappointment');
      expect(await seriousA11yViolations(page)).toEqual([]);
    },
    RESULT_TIMEOUT_MS + 30_000,
  );

  it(
    'analyses a long TXT, with the 1,000-character cut and Show Full Text / Show Less',
    async () => {
      const paragraph =
        'Today I walked along the river and felt calm and grateful for the quiet morning. ';
      const text = paragraph.repeat(20).trim();
      expect(text.length).toBeGreaterThan(1000);
      const body = await analyse(page, {
        name: 'diary.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from(text, 'utf8'),
      });
      const shown = page.getByTestId('extracted-text');
      expect((await shown.innerText()).length).toBe(1003);
      await page.getByText(`${body.sentiment.wordCount} words`, { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Show Full Text' }).click();
      expect(await shown.innerText()).toBe(body.extractedText);
      await page.getByRole('button', { name: 'Show Less' }).click();
      expect((await shown.innerText()).length).toBe(1003);
    },
    RESULT_TIMEOUT_MS + 30_000,
  );

  it(
    "shows the server's refusal of a PNG named .pdf (415) and the failed job of a corrupt PDF",
    async () => {
      const [wrong] = await Promise.all([
        page.waitForResponse(isUpload),
        fileInput(page).setInputFiles({
          name: 'disguised.pdf',
          mimeType: 'application/pdf',
          buffer: makePng(),
        }),
      ]);
      expect(wrong.status()).toBe(415);
      const wrongBody = (await wrong.json()) as { error: string };
      await page.getByRole('alert').getByText(wrongBody.error, { exact: true }).waitFor();

      await page.getByRole('button', { name: 'Upload Different File' }).click();
      const [corrupt, job] = await Promise.all([
        page.waitForResponse(isUpload, { timeout: RESULT_TIMEOUT_MS }),
        endedJob(page),
        fileInput(page).setInputFiles({
          name: 'broken.pdf',
          mimeType: 'application/pdf',
          buffer: await makeCorruptPdf(),
        }),
      ]);
      expect(corrupt.status()).toBe(202);
      expect(job).toMatchObject({
        state: 'failed',
        error: 'The PDF file is damaged and cannot be read.',
      });
      await page.getByRole('alert').getByText(job.error!, { exact: true }).waitFor();
    },
    RESULT_TIMEOUT_MS,
  );
});

describe('a long document: the page follows its job', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await newContext(run.browser, run.stack.url);
    page = await context.newPage();
  });

  afterAll(async () => {
    await context?.close();
  });

  it(
    "gets 202 at once, shows 'Processing Document...' with the job's progress while it polls, then the results",
    async () => {
      const polls: FollowedJob[] = [];
      page.on('response', (res) => {
        if (!res.url().includes('/api/analyze/jobs/')) return;
        void res
          .json()
          .then((body: FollowedJob) => polls.push(body))
          .catch(() => undefined);
      });
      // 20,000 sentences: the models read for several seconds, so the page polls a while.
      const text = Array.from(
        { length: 20_000 },
        (_, i) => `Entry ${i} says the weather was ${i % 2 ? 'lovely' : 'dreadful'} today.`,
      ).join(' ');
      await page.goto('/analyze');
      await page.getByRole('heading', { level: 1, name: 'Document Analysis' }).waitFor();
      const [upload] = await Promise.all([
        page.waitForResponse(isUpload, { timeout: 60_000 }),
        fileInput(page).setInputFiles({
          name: 'weather-log.txt',
          mimeType: 'text/plain',
          buffer: Buffer.from(text, 'utf8'),
        }),
      ]);
      expect(upload.status()).toBe(202);
      expect(upload.request().headers()['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
      await page.getByText('Processing Document...').waitFor();
      await page.getByRole('progressbar', { name: 'Analysing sentiment' }).waitFor();
      await page.getByTestId('analysis-results').waitFor({ timeout: RESULT_TIMEOUT_MS });
      expect(polls.length).toBeGreaterThan(1);
      expect(polls.at(-1)?.state).toBe('completed');
      expect(await page.getByTestId('document-statistics').innerText()).toContain('20,000');
      expect(await page.getByTestId('extracted-text').innerText()).toContain(
        'Entry 0 says the weather was dreadful today.',
      );
    },
    RESULT_TIMEOUT_MS + 60_000,
  );
});
