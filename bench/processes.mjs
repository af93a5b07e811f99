/**
 * CPU time and resident memory of named groups of processes, read from /proc (Linux only): the
 * load benchmark samples the stack's processes (the launcher's children, named from their command
 * lines) before, during and after each row.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

let ticksPerSecond;

/** Clock ticks per second of /proc/<pid>/stat's utime and stime (almost always 100). */
function clockTicks() {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/** `{state, ppid, cpuSeconds}` of one process, or undefined once it is gone. */
function statOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return {
      state: fields[0],
      ppid: Number(fields[1]),
      cpuSeconds: (Number(fields[11]) + Number(fields[12])) / clockTicks(),
    };
  } catch {
    return undefined;
  }
}

function rssMb(pid) {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

const readOrEmpty = (file) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};

/** Every live process as `{pid, ppid, comm, command}`. */
export function allProcesses() {
  const found = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = statOf(entry);
    if (!stat || stat.state === 'Z') continue;
    found.push({
      pid: Number(entry),
      ppid: stat.ppid,
      comm: readOrEmpty(`/proc/${entry}/comm`).trim(),
      command: readOrEmpty(`/proc/${entry}/cmdline`).split('\0').join(' ').trim(),
    });
  }
  return found;
}

/** Busy and total CPU seconds of the whole machine, all cores (from /proc/stat). */
export function machineCpu() {
  const line = readOrEmpty('/proc/stat').split('\n')[0];
  const [, ...values] = line.trim().split(/\s+/);
  const ticks = values.map(Number);
  const total = ticks.reduce((a, b) => a + b, 0);
  // idle and iowait are the 4th and 5th.
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  return { busy: (total - idle) / clockTicks(), total: total / clockTicks() };
}

/**
 * Samples `groups` (`{name: [pid, …]}`) every `intervalMs` until `stop()`, which returns per group
 * `{cpuSeconds, cpuPercent, peakRssMb}` (cpuPercent: % of one core over the wall time) and the
 * machine's busy share of all its cores, `machineBusyPercent`.
 */
export function startSampling(groups, intervalMs = 250) {
  const startedAt = performance.now();
  const machineStart = machineCpu();
  const first = new Map();
  const last = new Map();
  const peak = Object.fromEntries(Object.keys(groups).map((name) => [name, 0]));
  const sample = () => {
    for (const [name, pids] of Object.entries(groups)) {
      let rss = 0;
      for (const pid of pids) {
        const stat = statOf(pid);
        if (!stat) continue;
        if (!first.has(pid)) first.set(pid, stat.cpuSeconds);
        last.set(pid, stat.cpuSeconds);
        rss += rssMb(pid);
      }
      peak[name] = Math.max(peak[name], rss);
    }
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      sample();
      const seconds = (performance.now() - startedAt) / 1000;
      const machineEnd = machineCpu();
      const processes = {};
      for (const [name, pids] of Object.entries(groups)) {
        const cpuSeconds = pids.reduce(
          (sum, pid) => sum + ((last.get(pid) ?? 0) - (first.get(pid) ?? 0)),
          0,
        );
        processes[name] = {
          cpuSeconds: round(cpuSeconds, 2),
          cpuPercent: round((cpuSeconds / seconds) * 100, 0),
          peakRssMb: round(peak[name], 0),
        };
      }
      const busy = machineEnd.busy - machineStart.busy;
      const total = machineEnd.total - machineStart.total;
      return {
        seconds: round(seconds, 2),
        machineBusyPercent: total > 0 ? round((busy / total) * 100, 0) : null,
        processes,
      };
    },
  };
}

const round = (value, digits) => Number(value.toFixed(digits));
