import * as patterns from '../patterns';
import { RPC_CATALOGUE, RpcAnswer, RpcRequest, rpcTimeoutsMs } from '.';

/** Every pattern string of every `…Patterns` object, so a new object is covered without edits. */
const named = Object.entries(patterns)
  .filter(([name]) => name.endsWith('Patterns'))
  .flatMap(([, object]) => Object.values(object as Record<string, string>));

describe('RPC_CATALOGUE', () => {
  it('has a line for every pattern the contracts name', () => {
    expect(named.length).toBeGreaterThan(40);
    const missing = named.filter((pattern) => !(pattern in RPC_CATALOGUE));
    expect(missing).toEqual([]);
  });

  it('lists no pattern the contracts do not name', () => {
    expect(Object.keys(RPC_CATALOGUE).filter((p) => !named.includes(p))).toEqual([]);
  });

  it('keeps the timeouts the callers had before the catalogue held them', () => {
    expect(rpcTimeoutsMs()).toEqual({
      // The gateway's (gateway/src/rpc/rpc.service.ts until the catalogue)
      'analysis.text': 30_000,
      'analysis-batch.texts': 120_000,
      'analysis.models': 1_500,
      'news.detail': 20_000,
      'journal.create': 35_000,
      'journal.update': 35_000,
      'journal.export-page': 30_000,
      // The journal's (service-calls.ts), analysis.text the same as the gateway's
      'news.daily-sentiment': 1_500,
      'auth.reminderMail': 30_000,
      // The news worker's batches (its client's default until the catalogue)
      'analysis.sentiment': 60_000,
      'analysis.bias': 60_000,
      'analysis.embed': 60_000,
      // An upload's bytes forwarded to the analysis service, which owns the documents queue
      'analysis.documents.enqueue': 30_000,
    });
  });
});

// Type-level checks: `tsc -p tsconfig.spec.json` fails if any `@ts-expect-error` line compiles.
export const typeChecks = [
  ((): RpcAnswer<'journal.remove'> => ({ deleted: true }))(),
  // @ts-expect-error: journal.remove answers `{deleted: true}`, not a boolean
  ((): RpcAnswer<'journal.remove'> => true)(),
  ((): RpcRequest<'news.story'> => ({ id: 'x' }))(),
  // @ts-expect-error: news.story's request has an id, not a text
  ((): RpcRequest<'news.story'> => ({ text: 'x' }))(),
];
