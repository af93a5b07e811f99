/**
 * Open event streams per client address. A stream holds a socket, a listener and a timer for as
 * long as the client likes, so one address may only hold a few at a time.
 */
export class StreamSlots {
  private readonly open = new Map<string, number>();

  constructor(private readonly maxPerAddress: number) {}

  /** Takes a slot for `address`: the function that gives it back (once), or undefined when full. */
  take(address: string): (() => void) | undefined {
    const count = this.open.get(address) ?? 0;
    if (count >= this.maxPerAddress) return undefined;
    this.open.set(address, count + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.open.get(address) ?? 1) - 1;
      if (left > 0) this.open.set(address, left);
      else this.open.delete(address);
    };
  }

  /** Streams `address` holds now. */
  count(address: string): number {
    return this.open.get(address) ?? 0;
  }
}
