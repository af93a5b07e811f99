import * as readline from 'node:readline';
import { ClassifyInput, parseLine, ParsedLine } from './jsonl';

// The loop both CLIs share: JSON lines in on stdin, one JSON line out per input line, in input order.
// Lines are answered in batches (the models work per batch); a line that is not a valid input object
// is answered {"id", "error"} and does not stop the others.

const BATCH_LINES = 64;

/** Answers for the valid inputs of one batch, one object each, in order. */
export type Answer = (inputs: ClassifyInput[]) => object[];

function answerBatch(lines: ParsedLine[], answer: Answer): string {
  const valid = lines.flatMap((l) => (l.ok ? [l.input] : []));
  const results = valid.length > 0 ? answer(valid) : [];
  let next = 0;
  const out = lines.map((l) =>
    JSON.stringify(l.ok ? { id: l.input.id, ...results[next++] } : { id: l.id, error: l.error }),
  );
  return out.join('\n') + '\n';
}

export async function answerStdinLines(answer: Answer): Promise<void> {
  let batch: ParsedLine[] = [];
  for await (const line of readline.createInterface({
    input: process.stdin,
    crlfDelay: Infinity,
  })) {
    batch.push(parseLine(line));
    if (batch.length >= BATCH_LINES) {
      process.stdout.write(answerBatch(batch, answer));
      batch = [];
    }
  }
  if (batch.length > 0) process.stdout.write(answerBatch(batch, answer));
}
