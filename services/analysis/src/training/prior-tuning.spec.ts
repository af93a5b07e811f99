import { argmax, macroF1 } from './metrics';
import { macroF1WithOffsets, tuneLogOffsets } from './prior-tuning';

describe('tuneLogOffsets', () => {
  it('recovers a rare class that raw argmax never predicts', () => {
    // Class 1 is always under-scored: its examples get p = [0.6, 0.4], class-0 examples [0.9, 0.1].
    const probs = [...Array(20).fill([0.9, 0.1]), ...Array(5).fill([0.6, 0.4])] as number[][];
    const gold = [...Array(20).fill(0), ...Array(5).fill(1)] as number[];
    const raw = macroF1(gold, probs.map(argmax), 2);
    const offsets = tuneLogOffsets(probs, gold, 2);
    expect(macroF1WithOffsets(probs, gold, offsets)).toBe(1);
    expect(raw).toBeLessThan(1);
  });
});
