import { StreamSlots } from './stream-slots';

describe('StreamSlots', () => {
  it('holds each address to its share and the replica to its total, and gives slots back once', () => {
    const slots = new StreamSlots(2, 3);
    const a1 = slots.take('a');
    const a2 = slots.take('a');
    expect(slots.take('a')).toBe('per-address');
    const b1 = slots.take('b');
    expect(slots.take('c')).toBe('total');
    expect(slots.openTotal).toBe(3);

    if (typeof a1 !== 'function' || typeof b1 !== 'function' || typeof a2 !== 'function') {
      throw new Error('expected slots');
    }
    a1();
    a1();
    expect(slots.openTotal).toBe(2);
    expect(slots.count('a')).toBe(1);
    expect(typeof slots.take('c')).toBe('function');
    expect(slots.take('d')).toBe('total');
  });
});
