import * as fs from 'node:fs';
import * as path from 'node:path';
import { initBackend } from '../models/backend';
import { BiasClassifier } from '../models/bias-classifier';
import { parseTrainArgs } from './args';
import { writeModelCard } from './model-card';
import { MODELS_DIR } from './paths';
import { trainBias } from './bias-task';
import type { TaskRun, TrainReport } from './task';

// Entry point: `npm run train -w services/analysis -- --task bias [--seed N]`: the hashed n-gram
// bias model (models/bias). Sentiment and emotion are trained in Python (../../training); so will
// bias be once an encoder model for it ships, and this code goes then.
// Prints dev metrics as it goes and writes models/bias/ (weights, MODEL_CARD.md).

const MODEL_VERSION = '1.0.0';
const TRAINERS: Record<string, (run: TaskRun) => TrainReport | Promise<TrainReport>> = {
  bias: trainBias,
};

/** Seconds to load the saved model with the inference code (backend already initialised). */
function measureLoadSeconds(dir: string): number {
  const started = process.hrtime.bigint();
  BiasClassifier.load(dir);
  return Number(process.hrtime.bigint() - started) / 1e9;
}

async function main(): Promise<void> {
  const args = parseTrainArgs(process.argv.slice(2));
  // One wasm thread, so training leaves the machine's other core free.
  const backend = await initBackend({ threads: 1 });
  const outDir = path.resolve(args.out ?? path.join(MODELS_DIR, args.task));
  if (args.cardOnly) {
    writeModelCard(outDir, measureLoadSeconds(outDir));
    return;
  }
  const log = (line: string) => console.log(`[${args.task}] ${line}`);
  log(`backend ${backend}, seed ${args.seed}, output ${outDir}`);
  const started = Date.now();
  const report = await TRAINERS[args.task]({
    seed: args.seed,
    outDir,
    version: MODEL_VERSION,
    epochs: args.epochs,
    sample: args.sample,
    log,
  });
  const minutes = (Date.now() - started) / 60000;
  log(`dev metrics ${JSON.stringify(report.devMetrics)}`);
  log(`training took ${minutes.toFixed(1)} min`);
  fs.writeFileSync(
    path.join(outDir, 'training-report.json'),
    JSON.stringify({ ...report, seed: args.seed, backend, trainingMinutes: minutes }, null, 1) +
      '\n',
  );
  writeModelCard(outDir, measureLoadSeconds(outDir));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.stack : err);
  process.exit(1);
});
