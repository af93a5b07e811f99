import type { DocumentKind } from '@sentilog/contracts';
import { makeDocx, makeWrappedPdf } from '../../../infra/testing/documents';
import { analyzeDocument } from '../src/documents/document-analyzer';
import { extractInThread } from '../src/documents/extract-in-thread';
import { loadTextModels, type TextModels } from '../src/serving';

/**
 * The same text uploaded as TXT, PDF and DOCX reads the same, flags included (issue 35, item 5),
 * through extraction and the document analyzer with the shipped models. A heading, paragraphs that
 * wrap over several lines in the PDF, a paragraph ending without a full stop, and sentences that
 * read both ways.
 */
const PARAGRAPHS = [
  'My stay at the Harbour Hotel',
  'The room was spotless and the staff were lovely, but the heating was stone cold and the wifi kept dropping. Breakfast was served until ten, which suited us well, and the coffee was excellent.',
  'Things to know before you book',
  'On the second night the neighbours partied until three in the morning. Nobody at the desk answered the phone, and the manager never replied to my email about it.',
  'The location is perfect for the old town and the harbour walk, and the bed was the most comfortable I have slept in for years',
  'Would I come back? Probably not, which is a shame.',
];

const BUDGET = { timeoutMs: 60_000, memoryMb: 512 };

async function documentOf(kind: DocumentKind): Promise<Buffer> {
  switch (kind) {
    case 'txt':
      return Buffer.from(`${PARAGRAPHS.join('\n\n')}\n`, 'utf8');
    case 'pdf':
      return makeWrappedPdf(PARAGRAPHS);
    case 'docx':
      return makeDocx(PARAGRAPHS);
  }
}

describe('one text as TXT, PDF and DOCX (shipped models)', () => {
  let models: TextModels;
  beforeAll(async () => {
    models = await loadTextModels();
  });

  it('extracts the same sentences and reads them to the same result', async () => {
    const results = [];
    for (const kind of ['txt', 'pdf', 'docx'] as const) {
      // As the worker extracts: in a thread (pdf.js needs its own realm, not jest's module system).
      const text = await extractInThread(kind, await documentOf(kind), BUDGET);
      const result = await analyzeDocument(text, models, {
        fileName: `review.${kind}`,
        kind,
        maxSentences: 20_000,
        // Every sentence by the accurate model, however loaded the machine: the fast one reading
        // some of them would be a difference of time, not of format.
        accurateBudgetMs: 10 * 60_000,
      });
      results.push({ kind, result });
    }
    const [txt, pdf, docx] = results.map(({ result }) => result);
    expect(txt.sentenceCount).toBe(9);
    expect(txt.detailedAnalysis.models.sentences).toEqual([
      expect.objectContaining({ tier: 'accurate', count: 9 }),
    ]);
    // Everything but where the text came from (name, kind, length with trailing white space).
    const comparable = ({ detailedAnalysis, ...rest }: typeof txt) => {
      const { fileName, kind, textLength, ...details } = detailedAnalysis;
      void [fileName, kind, textLength];
      return { ...rest, detailedAnalysis: details };
    };
    for (const other of [pdf, docx]) {
      expect({
        sentiment: other.sentiment,
        uncertain: other.uncertain,
        mixed: other.mixed,
        sentenceCount: other.sentenceCount,
      }).toEqual({
        sentiment: txt.sentiment,
        uncertain: txt.uncertain,
        mixed: txt.mixed,
        sentenceCount: txt.sentenceCount,
      });
      expect(comparable(other)).toEqual(comparable(txt));
    }
  });
});
