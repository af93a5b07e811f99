import type { VectorScaling } from '../serving/calibration';
import type { DomainDevSet } from './domain-dev-sets';
import { DOMAIN_FIT_SETS, keepOnlyDomainsThatHelp } from './text-calibration';

const IDENTITY: VectorScaling = { scale: [1, 1, 1], bias: [0, 0, 0] };
// A vector that reads everything Neutral: well calibrated on a Neutral-heavy set, useless.
const ALL_NEUTRAL: VectorScaling = { scale: [0, 0, 0], bias: [0, 5, 0] };

// Half negative, half positive, read confidently and rightly by the raw model.
const rows = [0, 2, 0, 2].map((gold) => ({ text: String(gold), gold }));
const raw = rows.map((r) => ({
  probs: r.gold === 0 ? [0.8, 0.1, 0.1] : [0.1, 0.1, 0.8],
  gold: r.gold,
}));
const devSet = (name: string): DomainDevSet => ({
  name,
  task: 'sentiment',
  labels: ['NEGATIVE', 'NEUTRAL', 'POSITIVE'],
  metric: 'accuracy',
  domain: null,
  target: null,
  rows,
});
const keys = [...new Set(Object.values(DOMAIN_FIT_SETS).flat())];

describe('keepOnlyDomainsThatHelp', () => {
  function run(ownValue: number) {
    const vectors: Record<string, VectorScaling> = {
      'sentiment:general': IDENTITY,
      'sentiment:finance': ALL_NEUTRAL,
      'sentiment:news': ALL_NEUTRAL,
      'sentiment:social': ALL_NEUTRAL,
      'sentiment:diary': ALL_NEUTRAL,
    };
    const report: Record<string, unknown> = Object.fromEntries(
      Object.entries(DOMAIN_FIT_SETS).map(([domain, sets]) => [
        domain,
        Object.fromEntries(sets.map((k) => [k, { value: ownValue }])),
      ]),
    );
    keepOnlyDomainsThatHelp(vectors, report, Object.fromEntries(keys.map((k) => [k, raw])), devSet);
    return { vectors, report };
  }

  it('reads a domain with the general vector where its own reads its sets worse', () => {
    const { vectors, report } = run(0.5);
    expect(vectors['sentiment:finance']).toBe(IDENTITY);
    expect(vectors['sentiment:news']).toBe(IDENTITY);
    expect((report.finance as Record<string, string>).readsWithGeneral).toBe(
      'its own vector read 0.5, the general one 1',
    );
  });

  it("keeps a domain's own vector where it reads its sets at least as well", () => {
    const { vectors, report } = run(1);
    expect(vectors['sentiment:finance']).toBe(ALL_NEUTRAL);
    expect(report.finance).not.toHaveProperty('readsWithGeneral');
  });
});
