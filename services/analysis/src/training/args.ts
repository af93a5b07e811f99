export interface TrainArgs {
  task: 'bias';
  seed: number;
  epochs?: number;
  sample?: number;
  out?: string;
  /** Only re-render MODEL_CARD.md from the saved model and its training report. */
  cardOnly: boolean;
}

const USAGE =
  'usage: train --task bias [--seed N] [--epochs N] [--sample N] [--out DIR] [--card-only 1]';

export function parseTrainArgs(argv: string[]): TrainArgs {
  const values = new Map<string, string>();
  for (let i = 0; i < argv.length; i += 2) {
    if (!argv[i].startsWith('--') || argv[i + 1] === undefined) throw new Error(USAGE);
    values.set(argv[i].slice(2), argv[i + 1]);
  }
  const task = values.get('task');
  if (task !== 'bias') throw new Error(USAGE);
  const num = (k: string) => (values.has(k) ? Number(values.get(k)) : undefined);
  return {
    task,
    seed: num('seed') ?? 42,
    epochs: num('epochs'),
    sample: num('sample'),
    out: values.get('out'),
    cardOnly: num('card-only') === 1,
  };
}
