import { RpcAnswer, RpcCall } from '@sentilog/contracts';
import { lastValueFrom, Observable } from 'rxjs';

/** What the typed client needs of a transport client: NestJS's ClientProxy.send (RedisStreamsClient). */
export interface MessageSender {
  send(pattern: string, data: unknown): Observable<unknown>;
}

/**
 * The typed client: `call(pattern, request)` takes the request and answers the type the catalogue
 * (RPC_CATALOGUE in services/contracts) names for that pattern, so a caller never picks its answer
 * type by hand. Underneath it is the transport client's `send`: the same pattern string on the
 * wire, the client's timeouts, its RpcCallError and ServiceUnavailableError.
 */
export class RpcCaller {
  constructor(private readonly client: MessageSender) {}

  /**
   * Sends a request and resolves with the reply; rejects with RpcCallError or
   * ServiceUnavailableError. A property, so it can be handed on as an RpcCall without binding.
   */
  readonly call: RpcCall = async (pattern, request) => {
    // A handler that answers nothing completes without a value: the caller sees undefined.
    const answer: unknown = await lastValueFrom(this.client.send(pattern, request), {
      defaultValue: undefined,
    });
    // The wire is untyped; the catalogue, which the handler is checked against, vouches for it.
    return answer as RpcAnswer<typeof pattern>;
  };
}
