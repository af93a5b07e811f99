import './stdout-guard';
import type { ModelTier } from '@sentilog/contracts';
import { Task, TASKS } from '../models/labels';
import { DEFAULT_MODELS_DIR, loadBiasModel, loadTextModels } from '../models/index';
import { Answer, flagValue, runAnswerCli } from './answer-lines';

// `npm run --silent classify -w services/analysis -- --task sentiment|emotion|bias
//   [--model accurate|fast] [--models DIR]`
// reads JSON lines {"id", "text", "title"?, "source"?} on stdin and writes one JSON line per input line,
// in input order: {"id", "label", "scores", "score"?, "confidence", "model"} or {"id", "error"}.
// --model picks the tier (default accurate; for bias, fast is the n-gram model alone).

const USAGE =
  'usage: classify --task sentiment|emotion|bias [--model accurate|fast] [--models DIR]';
const TIERS: readonly ModelTier[] = ['accurate', 'fast'];

interface Args {
  task: Task;
  tier: ModelTier;
  dir: string;
}

async function classifier({ task, tier, dir }: Args): Promise<Answer> {
  switch (task) {
    case 'sentiment':
    case 'emotion': {
      const models = await loadTextModels(dir);
      return (inputs) =>
        models
          .analyze(
            inputs.map((i) => i.text),
            { tier },
          )
          .map((a) => a[task]);
    }
    case 'bias': {
      const model = await loadBiasModel(dir);
      // The outlet's rating is not part of the CLI's answer; the prior still shapes the scores.
      return (inputs) => model.predict(inputs, tier).map(({ sourceRating: _, ...p }) => p);
    }
  }
}

function parseArgs(argv: string[]): Args {
  const task = flagValue(argv, '--task') as Task;
  const tier = (flagValue(argv, '--model') ?? 'accurate') as ModelTier;
  if (!TASKS.includes(task) || !TIERS.includes(tier)) throw new Error(USAGE);
  return { task, tier, dir: flagValue(argv, '--models') ?? DEFAULT_MODELS_DIR };
}

runAnswerCli(parseArgs, classifier);
