import { analyzeDocument } from '../src/documents/document-analyzer';
import { DEFAULT_MODELS_DIR, loadTextModels, TextAnalysis, TextModels } from '../src/serving';

// The texts a new user tried (issue 35), read by the committed models as the service reads them:
// they must read the way a person reads them. Integration, not unit: the real accurate model, its
// calibration and the language detector.

let models: TextModels;
beforeAll(async () => {
  models = await loadTextModels(DEFAULT_MODELS_DIR);
}, 60_000);

const read = async (text: string, domain?: 'news' | 'general') =>
  (await models.analyze([text], { explain: true, domain }))[0];

/** A word's weight in the explanation (every word's, shown or not). */
function weightOf(analysis: TextAnalysis, word: string): number {
  const { text, weights } = analysis.weighted!;
  const at = text.words.findIndex((w) => w.text === word);
  if (at < 0) throw new Error(`no word ${word}`);
  return weights[at];
}

const HOTEL_REVIEW =
  'The room was spotless and the staff were lovely, but the heating was stone cold and the wifi kept dropping.';

describe('the demo texts read as a person reads them', () => {
  it('reads good news as Positive, though nothing in it is praise and "cuts" is in it', async () => {
    // The news head (models/accurate/MODEL_CARD.md): 3.0.0's one sentiment head read it Neutral.
    const solar = await read('Village solar co-op cuts energy bills by a third', 'news');
    expect(solar.sentiment.label).toBe('POSITIVE');
  });

  it('reads bad news as Negative', async () => {
    const flood = await read(
      'Flood defences fail as river bursts its banks, leaving hundreds homeless',
      'news',
    );
    expect(flood.sentiment.label).toBe('NEGATIVE');
  });

  it('reads a review with strong praise and strong complaints as Mixed, praise words never red', async () => {
    const hotel = await read(HOTEL_REVIEW);
    expect(hotel.sentiment.label).toBe('MIXED');
    expect(weightOf(hotel, 'spotless')).toBeGreaterThan(0);
    expect(weightOf(hotel, 'lovely')).toBeGreaterThan(0);
    expect(weightOf(hotel, 'cold')).toBeLessThan(0);
  });

  it('reads the same review uploaded as a document as Mixed too', async () => {
    const document = await analyzeDocument(`${HOTEL_REVIEW}\n`, models, {
      fileName: 'review.txt',
      kind: 'txt',
      maxSentences: 20_000,
      accurateBudgetMs: 10 * 60_000,
    });
    expect(document).toMatchObject({ sentiment: 'mixed', mixed: true });
    expect(document.detailedAnalysis.mixedShares.positive).toBeGreaterThan(0);
    expect(document.detailedAnalysis.mixedShares.negative).toBeGreaterThan(0);
  });

  it('reads a dreaded thing that turned out fine as not Negative', async () => {
    const service = await read('I thought the service would be horrible, but it was not.');
    expect(service.sentiment.label).not.toBe('NEGATIVE');
  });

  it('reads a plain negation the way it is meant', async () => {
    expect((await read("I don't think the food here was particularly good.")).sentiment.label).toBe(
      'NEGATIVE',
    );
    expect((await read('Do I like this phone? No.')).sentiment.label).toBe('NEGATIVE');
  });

  it('says French is French instead of labelling it', async () => {
    const french = await read(
      'Le service était excellent et le personnel très aimable, mais la chambre était froide.',
    );
    expect(french.language).toBe('fr');
    expect(french.sentiment).toMatchObject({ confidence: 0, uncertain: true });
    expect(french.explanation!.words).toEqual([]);
  });

  it('flags positive wording over a bad situation as ironic', async () => {
    const monday = await read(
      'Oh great, another Monday. I just love being stuck in traffic for two hours.',
    );
    expect(monday.sentiment.ironic || monday.sentiment.label === 'NEGATIVE').toBe(true);
  });
});
