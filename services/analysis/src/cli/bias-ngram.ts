import './stdout-guard';
import { initBackend } from '../serving/runtime/backend';
import { BiasClassifier } from '../serving/bias-classifier';
import { articleText, hashedCounts } from '../serving/hashed-features';
import { DEFAULT_MODELS_DIR, loadOutletStripper } from '../serving/index';
import { Answer, flagValue, runAnswerCli } from './answer-lines';

// The hashed n-gram bias model's side of its Python trainer (training/train_ngram_bias.py), so that
// training and serving share one normaliser, one hash and one windowing rather than two copies that
// could drift apart:
//
//   node dist/cli/bias-ngram.js features --bits N
//     {"id", "title"?, "text"} → {"id", "buckets", "counts"}: the hashed unigram and bigram counts of
//     the title and text, buckets in first-seen order (the order the TF-IDF norm is summed in).
//   node dist/cli/bias-ngram.js predict --model DIR
//     {"id", "title"?, "text"} → {"id", "text"}: that model directory's probabilities as the service
//     computes them before calibration (long articles in windows).
//   node dist/cli/bias-ngram.js strip [--models DIR]
//     {"id", "title"?, "text"} → {"id", "title", "text"}: the article as the leaning models read it,
//     without its outlet's marks (serving/outlet-marks.ts; the outlet table of DIR, default the
//     committed models), for the trainers of the models that read it so.
//
// A line that is not such an object is answered {"id", "error"}; answers keep the input's order.

const USAGE =
  'usage: bias-ngram features --bits N | bias-ngram predict --model DIR | bias-ngram strip [--models DIR]';

type Command =
  | { name: 'features'; bits: number }
  | { name: 'predict'; modelDir: string }
  | { name: 'strip'; modelsDir: string };

function parseArgs(argv: string[]): Command {
  const [name] = argv;
  if (name === 'features') {
    const bits = Number(flagValue(argv, '--bits'));
    if (Number.isInteger(bits) && bits >= 1 && bits <= 30) return { name, bits };
  }
  const modelDir = flagValue(argv, '--model');
  if (name === 'predict' && modelDir) return { name, modelDir };
  if (name === 'strip')
    return { name, modelsDir: flagValue(argv, '--models') ?? DEFAULT_MODELS_DIR };
  throw new Error(USAGE);
}

async function answerer(command: Command): Promise<Answer> {
  if (command.name === 'features') {
    const { bits } = command;
    return (inputs) =>
      inputs.map((input) => {
        const counts = hashedCounts(articleText(input), { bits });
        return { buckets: [...counts.keys()], counts: [...counts.values()] };
      });
  }
  if (command.name === 'strip') {
    const strip = loadOutletStripper(command.modelsDir);
    return (inputs) => inputs.map((input) => strip({ title: input.title ?? '', text: input.text }));
  }
  await initBackend({ threads: 1 });
  const model = BiasClassifier.load(command.modelDir);
  return (inputs) => model.textProbabilities(inputs).map((p) => ({ text: p }));
}

runAnswerCli(parseArgs, answerer);
