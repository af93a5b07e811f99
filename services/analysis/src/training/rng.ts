/** Seeded PRNG (mulberry32), so shuffling, initialisation and dropout repeat exactly for a seed. */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  uniform(low: number, high: number): number {
    return low + (high - low) * this.next();
  }

  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [items[i], items[j]] = [items[j], items[i]];
    }
    return items;
  }

  /** Glorot-uniform matrix, the usual initialisation for ReLU convolutions and softmax layers. */
  glorot(rows: number, cols: number): Float32Array {
    const limit = Math.sqrt(6 / (rows + cols));
    const out = new Float32Array(rows * cols);
    for (let i = 0; i < out.length; i++) out[i] = this.uniform(-limit, limit);
    return out;
  }
}
