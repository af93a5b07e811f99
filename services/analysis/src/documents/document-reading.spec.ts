import { TextModels, TierModel } from '../serving';
import { fakeTier } from '../serving/testing/fake-tier';
import {
  keySentences,
  overallReading,
  ReadSentence,
  sentimentTerms,
  strongShares,
} from './document-reading';
import { words } from './words';

// The fake tier reads a window as positive in proportion to its "good" tokens, and gives "good" a
// weight of +1 and "bad" −1 (serving/testing/fake-tier.ts).
const tier = fakeTier('accurate', 32);
const models = new TextModels(tier, tier);

function read(...sentences: string[]): Promise<ReadSentence[]> {
  return readWith(models, tier, ...sentences);
}

async function readWith(
  reader: TextModels,
  readBy: TierModel,
  ...sentences: string[]
): Promise<ReadSentence[]> {
  return (await reader.analyze(sentences, { explain: true })).map((analysis, i) => ({
    text: sentences[i],
    analysis,
    tier: readBy,
    tokens: analysis.weighted!.text.windows.reduce((n, w) => n + w.ids.length - 2, 0),
    words: words(sentences[i]).length,
  }));
}

describe('a document from its sentences', () => {
  // The hotel review's shape: warm sentences and complaints, each side half of the text.
  let mixed: ReadSentence[];
  beforeAll(async () => {
    mixed = await read(
      'Good good good good.',
      'Bad bad bad bad.',
      'Good good good good.',
      'Bad bad bad bad.',
    );
  });

  it('reads strongly positive and strongly negative halves Mixed by the rule, with their shares', async () => {
    expect(strongShares(mixed)).toEqual({ positive: 0.5, negative: 0.5 });
    const rule = { partConfidence: 0.8, partShare: 0.2, wholeBelow: 0.85 };
    const ruled = fakeTier('accurate', 32, { temperatures: {}, uncertain: {}, mixed: rule });
    expect(overallReading(mixed, ruled).sentiment.label).toBe('MIXED');
    // One strong complaint in a long positive text is not mixed: too small a share.
    const mostlyGood = await read(
      ...Array<string>(5).fill('Good good good good.'),
      'Bad bad bad bad.',
    );
    expect(overallReading(mostlyGood, ruled).sentiment.label).toBe('POSITIVE');
  });

  it('weighs each sentence by its clauses, as a pasted text of it is weighed', async () => {
    // The hotel review as one sentence: praise, then complaints after "but". Read whole, the
    // sentence leans one way; its clauses are strongly both ways.
    const rule = { partConfidence: 0.8, partShare: 0.2, wholeBelow: 0.85 };
    const calibration = { temperatures: {}, uncertain: {}, mixed: rule };
    const spans = fakeTier('accurate', 32, calibration, { spans: true });
    const review = 'Good good good good, but bad bad bad bad.';
    const [asText] = await new TextModels(spans, spans).analyze([review]);
    const [sentence] = await readWith(new TextModels(spans, spans), spans, review);
    expect(asText.sentiment.label).toBe('MIXED');
    expect(overallReading([sentence], spans).sentiment.label).toBe('MIXED');
    expect(strongShares([sentence]).positive).toBeGreaterThan(0.4);
    expect(strongShares([sentence]).negative).toBeGreaterThan(0.4);
    // A tier that reads no clauses (the fast tier) has only the sentence to weigh.
    const wholes = fakeTier('accurate', 32, calibration);
    const [whole] = await readWith(new TextModels(wholes, wholes), wholes, review);
    expect(overallReading([whole], wholes).sentiment.label).not.toBe('MIXED');
  });

  it('takes the overall label from the sentences, weighted by their tokens', async () => {
    const overall = overallReading(mixed, tier);
    // Positive sentences: 0.8 of their tokens good; negative ones none: (0.8 + 0) / 2 = 0.4.
    expect(overall.sentiment.scores.POSITIVE).toBeCloseTo(0.4);
    expect(overall.sentiment.label).toBe('NEGATIVE');
    const longerGood = await read('Good good good good good good good good good.', 'Bad.');
    // 9 of 10 tokens good (0.9 · 10) against a 2-token sentence with none: 9 / 12.
    expect(overallReading(longerGood, tier).sentiment.scores.POSITIVE).toBeCloseTo(9 / 12);
  });

  it('applies the document temperature and uncertainty rule to the whole', async () => {
    const calibrated = fakeTier('accurate', 32, {
      temperatures: { document: 1e6 },
      uncertain: { document: { confidenceBelow: 0.5 } },
    });
    const overall = overallReading(mixed, calibrated);
    // An enormous temperature flattens the reading to a third each, below the rule's 0.5.
    expect(overall.sentiment.confidence).toBeCloseTo(1 / 3);
    expect(overall.sentiment.uncertain).toBe(true);
  });

  it('counts as terms the words the explanations pushed either way, so they agree with the label', async () => {
    const terms = sentimentTerms(await read('Good good day.', 'Good day.', 'Bad day.'));
    expect(terms).toEqual({ positiveWords: 3, negativeWords: 1 });
    const positive = await read('Good good good day.', 'Good good bad.');
    expect(overallReading(positive, tier).sentiment.label).toBe('POSITIVE');
    expect(sentimentTerms(positive).positiveWords).toBeGreaterThan(
      sentimentTerms(positive).negativeWords,
    );
  });

  it('never lists a heading or a fragment under four words as a key sentence', async () => {
    const sentences = await read('Good good.', 'Good good good day.', 'Bad bad day day.', 'Day.');
    const positive = keySentences(sentences, 'POSITIVE');
    expect(positive.map((s) => s.text)).toEqual(['Good good good day.']);
    expect(positive[0].words.map((w) => w.word)).toEqual(['Good', 'good', 'good']);
    expect(positive[0].model).toEqual(tier.info);
    expect(keySentences(sentences, 'NEGATIVE').map((s) => s.text)).toEqual(['Bad bad day day.']);
  });
});
