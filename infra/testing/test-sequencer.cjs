// jest's order of test files, made aware of the integration files marked `@exclusive` (they run one
// at a time: infra/testing/integration-environment.mjs). jest's own order puts the slowest files
// first, and the slowest are the exclusive ones, so with two workers the second would start by
// waiting for the first's lock. Here the order is planned as jest will hand it out (each free worker
// takes the next file), from the durations jest remembers: an exclusive file is put off while another
// would still hold the lock, and others go first meanwhile. A file jest has no duration for (every
// file of a first run, as on CI's fresh clone) is planned by its size, jest's own stand-in, a byte
// taken for a millisecond: a first run had an exclusive file wait 100 s of its worker for the lock.
// On one worker jest's own order stands.
const { readFileSync, statSync } = require('node:fs');
const Sequencer = require('@jest/test-sequencer').default;

/** Whether the file's leading docblock has the `@exclusive` pragma. */
function isExclusive(path) {
  try {
    const docblock = /^\s*\/\*\*([\s\S]*?)\*\//.exec(readFileSync(path, 'utf8').slice(0, 8192));
    return !!docblock && /(^|\s)@exclusive\b/.test(docblock[1]);
  } catch {
    return false;
  }
}

/** How long the file is expected to take, in milliseconds: as last time, or else by its size. */
function expectedDuration(test) {
  if (test.duration != null) return test.duration;
  try {
    return statSync(test.path).size;
  } catch {
    return 0;
  }
}

class ExclusiveAwareSequencer extends Sequencer {
  constructor(options) {
    super(options);
    this.workers = options.globalConfig.maxWorkers;
  }

  sort(tests) {
    const sorted = super.sort(tests);
    const exclusive = new Set(sorted.filter((test) => isExclusive(test.path)));
    if (this.workers < 2 || exclusive.size < 2) return sorted;
    const freeAt = Array(this.workers).fill(0);
    let lockFreeAt = 0;
    const pending = [...sorted];
    const order = [];
    while (pending.length > 0) {
      const worker = freeAt.indexOf(Math.min(...freeAt));
      const now = freeAt[worker];
      let next = pending.findIndex((test) => !exclusive.has(test) || lockFreeAt <= now);
      if (next < 0) next = 0; // only exclusive files are left: the next one waits for the lock
      const [test] = pending.splice(next, 1);
      const start = exclusive.has(test) ? Math.max(now, lockFreeAt) : now;
      freeAt[worker] = start + expectedDuration(test);
      if (exclusive.has(test)) lockFreeAt = freeAt[worker];
      order.push(test);
    }
    return order;
  }
}

module.exports = ExclusiveAwareSequencer;
