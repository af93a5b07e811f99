/**
 * `npm start -- --replicas analysis=2,news=2`: how many copies of a process the launcher runs on
 * this machine (default 1 each). Copies of a process named `analysis` are named `analysis-1`,
 * `analysis-2`, … and are separate children, each restarted on its own like any other process; a
 * process run once keeps its plain name. Services share their work through their Redis Streams
 * consumer group, so copies need nothing else of their own, except a health port: when HEALTH_PORT
 * is set, every process gets its own, HEALTH_PORT plus its place in the launch order (otherwise
 * all of them would bind the same port and the second would fail to start).
 */

/** At most this many copies of one process: the launcher runs them all on one machine. */
export const MAX_REPLICAS = 16;

export class ReplicasError extends Error {}

/**
 * The counts asked for in `args` (`--replicas a=2,b=3`, `--replicas=a=2`, or the flag repeated),
 * checked against the names of the processes there are; throws a ReplicasError with one line a
 * person can act on.
 */
export function parseReplicas(args, processNames) {
  const specs = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--replicas') {
      if (i + 1 >= args.length || args[i + 1].startsWith('--')) {
        throw new ReplicasError('--replicas needs name=count, for example --replicas analysis=2.');
      }
      specs.push(args[++i]);
    } else if (args[i].startsWith('--replicas=')) {
      specs.push(args[i].slice('--replicas='.length));
    }
  }
  const counts = {};
  for (const item of specs.flatMap((spec) => spec.split(',')).filter(Boolean)) {
    const match = /^([a-z][\w-]*)=(\d+)$/.exec(item.trim());
    if (!match) {
      throw new ReplicasError(
        `--replicas ${item}: expected name=count, for example --replicas analysis=2.`,
      );
    }
    const [, name, count] = match;
    if (!processNames.includes(name)) {
      throw new ReplicasError(
        `--replicas ${item}: there is no process named ${name} (there are ${processNames.join(', ')}).`,
      );
    }
    if (Number(count) < 1 || Number(count) > MAX_REPLICAS) {
      throw new ReplicasError(`--replicas ${item}: the count must be 1 to ${MAX_REPLICAS}.`);
    }
    counts[name] = Number(count);
  }
  return counts;
}

/**
 * What the launcher starts: each of `processes` (in their order, so the gateway stays last) as
 * many times as `counts` says, as `{name, script, env}` where `env` holds only what differs from
 * the launcher's own environment (`baseEnv`).
 */
export function instancesOf(processes, counts, baseEnv) {
  const healthPort = baseEnv.HEALTH_PORT ? Number(baseEnv.HEALTH_PORT) : undefined;
  const instances = [];
  for (const { name, script } of processes) {
    const count = counts[name] ?? 1;
    for (let copy = 1; copy <= count; copy++) {
      instances.push({ name: count === 1 ? name : `${name}-${copy}`, script, env: {} });
    }
  }
  if (healthPort !== undefined) {
    instances.forEach((instance, index) => {
      instance.env.HEALTH_PORT = String(healthPort + index);
    });
  }
  return instances;
}
