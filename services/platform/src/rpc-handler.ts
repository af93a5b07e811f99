import { MessagePattern } from '@nestjs/microservices';
import { RpcHandler, RpcPattern } from '@sentilog/contracts';

/**
 * `@MessagePattern(pattern)` checked against the catalogue: the method must accept the pattern's
 * request and answer its answer (RpcHandler<P>), or the service does not compile. NestJS registers
 * the handler exactly as `@MessagePattern` does.
 */
export function TypedMessagePattern<P extends RpcPattern>(pattern: P) {
  return <H extends RpcHandler<P>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<H>,
  ): void => {
    MessagePattern(pattern)(target, key, descriptor);
  };
}
