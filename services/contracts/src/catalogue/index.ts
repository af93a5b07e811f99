import { AnalysisCatalogue } from './analysis';
import { AuthCatalogue } from './auth';
import { ContactCatalogue } from './contact';
import { JournalCatalogue } from './journal';
import { NewsCatalogue } from './news';

export { rpc, type EntriesFor, type RpcEntry } from './entry';
export { TEXT_ANALYSIS_TIMEOUT_MS, TEXT_BATCH_TIMEOUT_MS } from './analysis';
export * from './jobs';

/**
 * Every RPC pattern with its request, its answer and its timeout: the one place a caller and a
 * handler agree on a message (docs/adding-a-message.md). Each service's part lists every pattern
 * of its `…Patterns` object, so a pattern without a line does not compile.
 */
export const RPC_CATALOGUE = {
  ...ContactCatalogue,
  ...AnalysisCatalogue,
  ...AuthCatalogue,
  ...NewsCatalogue,
  ...JournalCatalogue,
};

export type RpcCatalogue = typeof RPC_CATALOGUE;
export type RpcPattern = keyof RpcCatalogue;

type TypesOf<P extends RpcPattern> = NonNullable<RpcCatalogue[P]['types']>;
/** What a caller of `P` sends. */
export type RpcRequest<P extends RpcPattern> = TypesOf<P>['request'];
/** What the handler of `P` answers. */
export type RpcAnswer<P extends RpcPattern> = TypesOf<P>['answer'];

/**
 * A typed call: the answer's type follows from the pattern, and a request of another shape does not
 * compile. What the typed client (`RpcCaller` in services/platform) implements, and what code that
 * only needs to call takes as a parameter.
 */
export type RpcCall = <P extends RpcPattern>(
  pattern: P,
  request: RpcRequest<P>,
) => Promise<RpcAnswer<P>>;

/**
 * The shape a handler of `P` must have: it accepts the catalogue's request (it may accept more,
 * and take further arguments such as a context) and answers the catalogue's answer.
 */
export type RpcHandler<P extends RpcPattern> = (
  request: RpcRequest<P>,
  ...context: never[]
) => RpcAnswer<P> | Promise<RpcAnswer<P>>;

/** The catalogue's timeouts by pattern, for a client's `patternTimeoutsMs`. */
export function rpcTimeoutsMs(): Record<string, number> {
  const timeouts: Record<string, number> = {};
  for (const [pattern, entry] of Object.entries(RPC_CATALOGUE)) {
    if (entry.timeoutMs !== undefined) timeouts[pattern] = entry.timeoutMs;
  }
  return timeouts;
}
