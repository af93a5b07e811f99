/**
 * How long `npm start` waits before restarting a process that stopped by itself: 0.5 s after the
 * first crash, doubling with each crash that follows soon after, up to 30 s, so a process that
 * cannot start does not spin; a process that had been up for a minute starts over from 0.5 s.
 */
export const FIRST_RESTART_DELAY_MS = 500;
export const MAX_RESTART_DELAY_MS = 30_000;
export const STABLE_AFTER_MS = 60_000;

export function createRestartBackoff({
  first = FIRST_RESTART_DELAY_MS,
  max = MAX_RESTART_DELAY_MS,
  stableAfter = STABLE_AFTER_MS,
} = {}) {
  let next = first;
  return {
    /** The delay before the next start of a process that ran for `upMs` before it stopped. */
    delayAfter(upMs) {
      if (upMs >= stableAfter) next = first;
      const delay = next;
      next = Math.min(next * 2, max);
      return delay;
    },
  };
}
