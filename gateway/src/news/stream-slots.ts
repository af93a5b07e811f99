/** Why a stream was refused: its address holds its share already, or the replica holds its total. */
export type StreamRefusal = 'per-address' | 'total';

/**
 * Open event streams on this replica, per client address and in all. A stream holds a socket, a
 * listener and a timer for as long as the client likes, so one address may only hold a few at a
 * time, and the replica only so many altogether (many addresses, or one behind many proxies,
 * could otherwise exhaust its sockets and memory).
 */
export class StreamSlots {
  private readonly open = new Map<string, number>();
  private total = 0;

  constructor(
    private readonly maxPerAddress: number,
    private readonly maxTotal: number,
  ) {}

  /** Takes a slot for `address`: the function that gives it back (once), or why there is none. */
  take(address: string): (() => void) | StreamRefusal {
    if (this.total >= this.maxTotal) return 'total';
    const count = this.open.get(address) ?? 0;
    if (count >= this.maxPerAddress) return 'per-address';
    this.open.set(address, count + 1);
    this.total += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.total -= 1;
      const left = (this.open.get(address) ?? 1) - 1;
      if (left > 0) this.open.set(address, left);
      else this.open.delete(address);
    };
  }

  /** Streams `address` holds now. */
  count(address: string): number {
    return this.open.get(address) ?? 0;
  }

  /** Streams open on this replica now. */
  get openTotal(): number {
    return this.total;
  }
}
