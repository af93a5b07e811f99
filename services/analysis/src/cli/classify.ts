import './stdout-guard';
import type { ModelTier } from '@sentilog/contracts';
import { Task, TASKS } from '../serving/labels';
import {
  DEFAULT_MODELS_DIR,
  Domain,
  isDomain,
  loadBiasModel,
  loadTextModels,
} from '../serving/index';
import type { ClassifyInput } from './jsonl';
import { Answer, flagValue, runAnswerCli } from './answer-lines';

// `npm run --silent classify -w services/analysis -- --task sentiment|emotion|bias
//   [--model accurate|fast] [--domain auto|general|news|finance|social|diary] [--models DIR] [--explain]
//   [--uncalibrated] [--runtime onnx|tfjs]`
// reads JSON lines {"id", "text", "title"?, "source"?, "url"?, "domain"?} on stdin and writes one JSON
// line per input line, in input order: {"id", "label", "scores", "score"?, "magnitude"?, "ironic"?,
// "language"?, "domain"?, "confidence", "uncertain", "model", "outlet"?} or {"id", "error"}. --model picks the
// tier (default accurate; for bias, fast is the n-gram model alone). --domain (or a line's "domain")
// picks whose sentiment calibration reads the text (serving/domains.ts): news for headlines and news
// sentences, finance for financial news, social for posts, diary for journal entries, general for
// the rest; auto (the default) takes the domain the model's domain head reads in each text. --explain (sentiment, emotion) adds the words that moved the sentiment; --uncalibrated
// answers every head as trained, without its calibration.json; --runtime tfjs reads the accurate
// encoder with TensorFlow.js, the reference, instead of ONNX Runtime.

const USAGE =
  'usage: classify --task sentiment|emotion|bias [--model accurate|fast] [--domain auto|general|news|finance|social|diary] [--models DIR] [--explain] [--uncalibrated] [--runtime onnx|tfjs]';
const RUNTIMES = ['onnx', 'tfjs'] as const;
const TIERS: readonly ModelTier[] = ['accurate', 'fast'];

interface Args {
  task: Task;
  tier: ModelTier;
  /** undefined: auto. */
  domain: Domain | undefined;
  dir: string;
  explain: boolean;
  calibrated: boolean;
  runtime: (typeof RUNTIMES)[number];
}

/** The inputs grouped by the domain each is read in (its own, else the flag's), in input order. */
function byDomain(
  inputs: ClassifyInput[],
  fallback: Domain | undefined,
): Map<Domain | undefined, number[]> {
  const groups = new Map<Domain | undefined, number[]>();
  inputs.forEach((input, i) => {
    const domain = isDomain(input.domain) ? input.domain : fallback;
    groups.set(domain, [...(groups.get(domain) ?? []), i]);
  });
  return groups;
}

async function classifier({
  task,
  tier,
  domain,
  dir,
  explain,
  calibrated,
  runtime,
}: Args): Promise<Answer> {
  switch (task) {
    case 'sentiment':
    case 'emotion': {
      const models = await loadTextModels(dir, { calibrated, runtime });
      return async (inputs) => {
        const out = new Array<object>(inputs.length);
        for (const [lineDomain, indices] of byDomain(inputs, domain)) {
          const analyses = await models.analyze(
            indices.map((i) => inputs[i].text),
            { tier, explain, domain: lineDomain },
          );
          analyses.forEach((a, k) => {
            out[indices[k]] = {
              ...a[task],
              ...(task === 'sentiment' && { language: a.language, domain: a.domain ?? 'general' }),
              ...(explain && { explanation: a.explanation }),
            };
          });
        }
        return out;
      };
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
  const domainFlag = flagValue(argv, '--domain') ?? 'auto';
  if (
    !TASKS.includes(task) ||
    !TIERS.includes(tier) ||
    !RUNTIMES.includes(runtime) ||
    !(domainFlag === 'auto' || isDomain(domainFlag))
  )
    throw new Error(USAGE);
  const domain = domainFlag === 'auto' ? undefined : domainFlag;
  return {
    task,
    tier,
    domain,
    dir: flagValue(argv, '--models') ?? DEFAULT_MODELS_DIR,
    explain: argv.includes('--explain'),
    calibrated: !argv.includes('--uncalibrated'),
    runtime,
  };
}

runAnswerCli(parseArgs, classifier);
