import * as readline from 'node:readline';
import { ClassifyInput, parseLine, ParsedLine } from './jsonl';

// What both CLIs (classify, bias-ngram) share: JSON lines in on stdin, one JSON line out per input
// line, in input order. Lines are answered in batches (the models work per batch); a line that is
// not a valid input object is answered {"id", "error"} and does not stop the others. Bad arguments
// exit 2 with the usage message and nothing on stdout; a failure after that (a model that does not
// load) exits 1.

const BATCH_LINES = 64;

/** Answers for the valid inputs of one batch, one object each, in order. */
export type Answer = (inputs: ClassifyInput[]) => object[] | Promise<object[]>;

async function answerBatch(lines: ParsedLine[], answer: Answer): Promise<string> {
  const valid = lines.flatMap((l) => (l.ok ? [l.input] : []));
  const results = valid.length > 0 ? await answer(valid) : [];
  let next = 0;
  const out = lines.map((l) =>
    JSON.stringify(l.ok ? { id: l.input.id, ...results[next++] } : { id: l.id, error: l.error }),
  );
  return out.join('\n') + '\n';
}

/** The value after `flag` in argv, if the flag is there. */
export function flagValue(argv: readonly string[], flag: string): string | undefined {
  const i = argv.indexOf(flag);
  return i >= 0 ? argv[i + 1] : undefined;
}

async function answerStdinLines(answer: Answer): Promise<void> {
  let batch: ParsedLine[] = [];
  for await (const line of readline.createInterface({
    input: process.stdin,
    crlfDelay: Infinity,
  })) {
    batch.push(parseLine(line));
    if (batch.length >= BATCH_LINES) {
      process.stdout.write(await answerBatch(batch, answer));
      batch = [];
    }
  }
  if (batch.length > 0) process.stdout.write(await answerBatch(batch, answer));
}

/** Parses argv (throwing the usage message when it is wrong), loads the answerer, answers stdin. */
export function runAnswerCli<A>(
  parse: (argv: string[]) => A,
  load: (args: A) => Promise<Answer>,
): void {
  let args: A;
  try {
    args = parse(process.argv.slice(2));
  } catch (err) {
    console.error((err as Error).message);
    process.exit(2);
  }
  load(args)
    .then(answerStdinLines)
    .catch((err: unknown) => {
      console.error(err instanceof Error ? err.stack : err);
      process.exit(1);
    });
}
