/**
 * The positions of `sequences` in passes of at most `size`, shortest first: each pass is padded to
 * its longest sequence, so sorting by length keeps the padding (and the wasted arithmetic) small.
 * Both runtimes read in these passes and put each reading back at its sequence's position.
 */
export function passesByLength(
  sequences: readonly (readonly unknown[])[],
  size: number,
): number[][] {
  const order = sequences
    .map((_, i) => i)
    .sort((a, b) => sequences[a].length - sequences[b].length);
  const passes: number[][] = [];
  for (let start = 0; start < order.length; start += size)
    passes.push(order.slice(start, start + size));
  return passes;
}
