import './stdout-guard';
import type { ModelTier } from '@sentilog/contracts';
import { Task, TASKS } from '../models/labels';
import { DEFAULT_MODELS_DIR, loadBiasModel, loadTextModels } from '../models/index';
import { Answer, flagValue, runAnswerCli } from './answer-lines';

// `npm run --silent classify -w services/analysis -- --task sentiment|emotion|bias
//   [--model accurate|fast] [--models DIR] [--explain] [--uncalibrated] [--runtime onnx|tfjs]`
// reads JSON lines {"id", "text", "title"?, "source"?, "url"?} on stdin and writes one JSON line per
// input line, in input order: {"id", "label", "scores", "score"?, "confidence", "uncertain", "model",
// "outlet"?} or {"id", "error"}. --model picks the tier (default accurate; for bias, fast is the
// n-gram model alone). --explain (sentiment, emotion) adds the words that moved the sentiment;
// --uncalibrated answers every head as trained, without its calibration.json; --runtime tfjs reads the
// accurate encoder with TensorFlow.js, the reference, instead of ONNX Runtime.

const USAGE =
  'usage: classify --task sentiment|emotion|bias [--model accurate|fast] [--models DIR] [--explain] [--uncalibrated] [--runtime onnx|tfjs]';
const RUNTIMES = ['onnx', 'tfjs'] as const;
const TIERS: readonly ModelTier[] = ['accurate', 'fast'];

interface Args {
  task: Task;
  tier: ModelTier;
  dir: string;
  explain: boolean;
  calibrated: boolean;
  runtime: (typeof RUNTIMES)[number];
}

async function classifier({
  task,
  tier,
  dir,
  explain,
  calibrated,
  runtime,
}: Args): Promise<Answer> {
  switch (task) {
    case 'sentiment':
    case 'emotion': {
      const models = await loadTextModels(dir, { calibrated, runtime });
      return async (inputs) =>
        (
          await models.analyze(
            inputs.map((i) => i.text),
            { tier, explain },
          )
        ).map((a) => ({ ...a[task], ...(explain && { explanation: a.explanation }) }));
    }
    case 'bias': {
      const model = await loadBiasModel(dir, { calibrated });
      return (inputs) => model.predict(inputs, tier);
    }
  }
}

function parseArgs(argv: string[]): Args {
  const task = flagValue(argv, '--task') as Task;
  const tier = (flagValue(argv, '--model') ?? 'accurate') as ModelTier;
  const runtime = (flagValue(argv, '--runtime') ?? 'onnx') as Args['runtime'];
  if (!TASKS.includes(task) || !TIERS.includes(tier) || !RUNTIMES.includes(runtime))
    throw new Error(USAGE);
  return {
    task,
    tier,
    dir: flagValue(argv, '--models') ?? DEFAULT_MODELS_DIR,
    explain: argv.includes('--explain'),
    calibrated: !argv.includes('--uncalibrated'),
    runtime,
  };
}

runAnswerCli(parseArgs, classifier);
