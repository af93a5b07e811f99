import './stdout-guard';
import { initBackend } from '../models/backend';
import { BiasClassifier } from '../models/bias-classifier';
import { articleText, hashedCounts } from '../models/hashed-features';
import { Answer, answerStdinLines } from './answer-lines';

// The hashed n-gram bias model's side of its Python trainer (training/train_ngram_bias.py), so that
// training and serving share one normaliser, one hash and one windowing rather than two copies that
// could drift apart:
//
//   node dist/cli/bias-ngram.js features --bits N
//     {"id", "title"?, "text"} → {"id", "buckets", "counts"}: the hashed unigram and bigram counts of
//     the title and text, buckets in first-seen order (the order the TF-IDF norm is summed in).
//   node dist/cli/bias-ngram.js predict --model DIR
//     {"id", "title"?, "text", "source"?} → {"id", "text", "withPrior"}: that model directory's
//     probabilities as the service computes them (long articles in windows), from the text alone and
//     combined with its outlet prior.
//
// A line that is not such an object is answered {"id", "error"}; answers keep the input's order.

const USAGE = 'usage: bias-ngram features --bits N | bias-ngram predict --model DIR';

function flag(argv: string[], name: string): string | undefined {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
}

async function answerer(argv: string[]): Promise<Answer> {
  const [command] = argv;
  if (command === 'features') {
    const bits = Number(flag(argv, '--bits'));
    if (!Number.isInteger(bits) || bits < 1 || bits > 30) throw new Error(USAGE);
    return (inputs) =>
      inputs.map((input) => {
        const counts = hashedCounts(articleText(input), { bits });
        return { buckets: [...counts.keys()], counts: [...counts.values()] };
      });
  }
  const dir = flag(argv, '--model');
  if (command !== 'predict' || !dir) throw new Error(USAGE);
  await initBackend({ threads: 1 });
  const model = BiasClassifier.load(dir);
  return (inputs) =>
    model
      .textProbabilities(inputs)
      .map((p, i) => ({ text: p, withPrior: model.withSourcePrior(p, inputs[i].source) }));
}

async function main(): Promise<void> {
  let answer: Answer;
  try {
    answer = await answerer(process.argv.slice(2));
  } catch (err) {
    console.error((err as Error).message);
    process.exit(2);
  }
  await answerStdinLines(answer);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.stack : err);
  process.exit(1);
});
