/**
 * One pattern's line in the catalogue: what a caller sends, what the handler answers and how long a
 * caller waits. The two types exist only for the compiler (`types` is never set at run time); the
 * timeout is the one value read at run time, by every client built with `rpcTimeoutsMs()`.
 */
export interface RpcEntry<Request, Answer> {
  /** How long a caller waits for the answer; absent, the client's default (RPC_TIMEOUT_MS). */
  readonly timeoutMs?: number;
  /** Never set: carries the request and answer types to RpcRequest and RpcAnswer. */
  readonly types?: { readonly request: Request; readonly answer: Answer };
}

/** A catalogue line: `rpc<Request, Answer>()`, or with a timeout of its own. */
export function rpc<Request, Answer>(timeoutMs?: number): RpcEntry<Request, Answer> {
  return timeoutMs === undefined ? {} : { timeoutMs };
}

/** Every pattern of one `…Patterns` object, each with a line: the compiler sees none missing. */
export type EntriesFor<Patterns extends Record<string, string>> = Record<
  Patterns[keyof Patterns],
  RpcEntry<unknown, unknown>
>;
