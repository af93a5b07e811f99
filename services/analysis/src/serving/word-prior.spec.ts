import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fakeTier } from './testing/fake-tier';
import { TextModels } from './text-models';
import {
  hasWordPrior,
  loadWordPrior,
  NO_WORD_PRIOR,
  WORD_PRIOR_DIR,
  withWordPrior,
  WordPrior,
} from './word-prior';
import { DEFAULT_MODELS_DIR } from '.';

const words = (...texts: string[]) => texts.map((text) => ({ text }));

describe('the word prior blended into the highlights', () => {
  const prior: WordPrior = new Map([
    ['spotless', 0.5],
    ['cold', -0.5],
  ]);

  it('colours a praise word in a complaint as praise', () => {
    // "spotless" shared the complaint's push (−0.2); its own sentiment outweighs it.
    const weights = withWordPrior(
      words('Spotless', 'room', 'but', 'cold'),
      [-0.2, -0.1, -0.05, -0.8],
      prior,
    );
    expect(weights[0]).toBeCloseTo(-0.2 + 0.5 * 0.8);
    expect(weights[0]).toBeGreaterThan(0);
    // A word the prior does not know keeps its share; a complaint word is pushed further.
    expect(weights[1]).toBe(-0.1);
    expect(weights[3]).toBeCloseTo(-0.8 - 0.5 * 0.8);
  });

  it('scales with the text: the same words, ten times the shares, ten times the weights', () => {
    const small = withWordPrior(words('spotless', 'cold'), [0.1, -0.3], prior);
    const large = withWordPrior(words('spotless', 'cold'), [1, -3], prior);
    large.forEach((w, i) => expect(w).toBeCloseTo(10 * small[i]));
  });

  it('leaves a word the model did not read at 0, and every weight as it is without a prior', () => {
    expect(withWordPrior(words('spotless', 'cold'), [0, -0.3], prior)[0]).toBe(0);
    expect(withWordPrior(words('spotless', 'cold'), [0.1, -0.3], NO_WORD_PRIOR)).toEqual([
      0.1, -0.3,
    ]);
  });

  it('reaches the explanation a text is given', async () => {
    const tier = fakeTier('accurate', 32);
    // The fake tier weighs "good" +1 and "bad" −1; the prior rates "bad" as mildly positive here,
    // which is enough to turn it in a text whose strongest share is 1.
    const models = new TextModels(tier, tier, undefined, new Map([['bad', 2]]));
    const [analysis] = await models.analyze(['good bad'], { explain: true });
    expect(analysis.weighted!.weights).toEqual([1, 1]);
    const [plain] = await new TextModels(tier, tier).analyze(['good bad'], { explain: true });
    expect(plain.weighted!.weights).toEqual([1, -1]);
  });

  it('loads the shipped prior, which rates praise and complaint words and leaves negations out', () => {
    expect(hasWordPrior(DEFAULT_MODELS_DIR)).toBe(true);
    const shipped = loadWordPrior(DEFAULT_MODELS_DIR);
    expect(shipped.get('lovely')).toBeGreaterThan(0.3);
    expect(shipped.get('horrible')).toBeLessThan(-0.3);
    expect(shipped.has('not')).toBe(false);
    expect(shipped.has('the')).toBe(false);
  });

  it('refuses a file that is not a word prior', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'word-prior-'));
    fs.mkdirSync(path.join(dir, WORD_PRIOR_DIR));
    fs.writeFileSync(path.join(dir, WORD_PRIOR_DIR, 'word-prior.json'), '{"words": {}}');
    expect(() => loadWordPrior(dir)).toThrow(/not a sentilog-word-prior\/1 file/);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
