import { UNK_ID } from './text-cnn';

/** Maps tokens to embedding rows; row 0 is padding and row 1 stands for every unknown token. */
export class Vocabulary {
  private readonly index = new Map<string, number>();

  constructor(readonly tokens: readonly string[]) {
    tokens.forEach((t, i) => this.index.set(t, i));
  }

  get size(): number {
    return this.tokens.length;
  }

  /**
   * Row ids of `tokens`. An unknown hyphenated compound ("teary-eyed", "kiddie-flick") is read as its
   * parts, which the vocabulary usually knows, rather than as the unknown token.
   */
  encode(tokens: readonly string[]): number[] {
    const ids: number[] = [];
    for (const token of tokens) {
      const id = this.index.get(token);
      if (id !== undefined) {
        ids.push(id);
        continue;
      }
      const parts = token.split('-').filter((p) => p.length > 0);
      if (parts.length > 1) for (const part of parts) ids.push(this.index.get(part) ?? UNK_ID);
      else ids.push(UNK_ID);
    }
    return ids;
  }

  static readonly RESERVED = ['<pad>', '<unk>'];

  /** The most frequent tokens (ties broken alphabetically, so the result is deterministic). */
  static fromCounts(counts: Map<string, number>, maxSize: number, minCount: number): Vocabulary {
    const ranked = [...counts.entries()]
      .filter(([, c]) => c >= minCount)
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .slice(0, maxSize - Vocabulary.RESERVED.length)
      .map(([t]) => t);
    return new Vocabulary([...Vocabulary.RESERVED, ...ranked]);
  }
}
