/**
 * The positions of `sequences` in passes of at most `size`, shortest first: each pass is padded to
 * its longest sequence, so sorting by length keeps the padding (and the wasted arithmetic) small.
 * With `maxTokens`, a pass also ends before its padded tokens (sequences × the longest) would pass
 * that many; a longer sequence still gets a pass of its own. Both runtimes read in these passes and
 * put each reading back at its sequence's position.
 */
export function passesByLength(
  sequences: readonly (readonly unknown[])[],
  size: number,
  maxTokens = Infinity,
): number[][] {
  const order = sequences
    .map((_, i) => i)
    .sort((a, b) => sequences[a].length - sequences[b].length);
  const passes: number[][] = [];
  let pass: number[] = [];
  for (const i of order) {
    const padded = (pass.length + 1) * sequences[i].length;
    if (pass.length === size || (pass.length > 0 && padded > maxTokens)) {
      passes.push(pass);
      pass = [];
    }
    pass.push(i);
  }
  if (pass.length > 0) passes.push(pass);
  return passes;
}
