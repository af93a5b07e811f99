import {
  applyDecorators,
  CallHandler,
  ConflictException,
  ExecutionContext,
  Injectable,
  Logger,
  NestInterceptor,
  UnprocessableEntityException,
  UseInterceptors,
} from '@nestjs/common';
import { ApiHeader, ApiResponse } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { setTimeout as delay } from 'node:timers/promises';
import { catchError, from, mergeMap, Observable, of, throwError } from 'rxjs';
import {
  fingerprintOf,
  IDEMPOTENCY_HEADER,
  idempotencyOf,
  IdempotentRequest,
  MALFORMED_KEY,
} from './idempotency-key';
import { IDEMPOTENCY_LEASE_MS, IdempotencyStore } from './idempotency.store';

export const KEY_REUSED =
  'This Idempotency-Key was already used with a different request. Send a new key with each new request.';
export const STILL_RUNNING =
  'A request with this Idempotency-Key is still being processed. Please try again in a moment.';

/** How often a repeat looks whether the first attempt has answered. */
const POLL_MS = 100;

/** The request as the interceptor leaves it, for routes that make ids from the key. */
export type IdempotentHttpRequest = Request & { idempotency?: IdempotentRequest };

/**
 * Stripe's semantics for `Idempotency-Key` on a creating route. The first request with a key runs
 * and its answer is kept for 24 hours; a repeat (same caller, route and key) gets that answer
 * with `Idempotent-Replayed: true` and runs nothing; a repeat while the first still runs waits for
 * its answer; the same key with a different request is a 422. An attempt that fails (a 4xx, a
 * 503) keeps nothing but the request's fingerprint, so a retry of the same request runs again.
 * Without the header a route behaves as before.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  private readonly logger = new Logger(IdempotencyInterceptor.name);

  constructor(private readonly store: IdempotencyStore) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const req = context.switchToHttp().getRequest<IdempotentHttpRequest>();
    const request = idempotencyOf(req);
    if (!request) return next.handle();
    req.idempotency = request;
    const fingerprint = fingerprintOf(req, request);
    // Past the lease the first attempt's gateway is taken for dead, and begin() takes over.
    const giveUpAt = Date.now() + IDEMPOTENCY_LEASE_MS + 5_000;
    for (;;) {
      const begun = await this.store.begin(request, fingerprint);
      if (begun.outcome === 'mismatch') throw new UnprocessableEntityException(KEY_REUSED);
      if (begun.outcome === 'done') {
        context.switchToHttp().getResponse<Response>().setHeader('Idempotent-Replayed', 'true');
        return of(begun.answer);
      }
      if (begun.outcome === 'started') return this.run(next, request, begun.attempt);
      if (Date.now() > giveUpAt) throw new ConflictException(STILL_RUNNING);
      await delay(POLL_MS);
    }
  }

  private run(next: CallHandler, request: IdempotentRequest, attempt: string): Observable<unknown> {
    return next.handle().pipe(
      mergeMap((answer: unknown) =>
        from(
          // Answered either way: a record that could not be written only means a repeat runs again.
          this.store
            .done(request, attempt, answer)
            .catch((err: unknown) =>
              this.logger.warn(`Keeping an idempotent answer failed: ${String(err)}`),
            )
            .then(() => answer),
        ),
      ),
      catchError((err: unknown) =>
        from(this.store.failed(request, attempt).catch(() => undefined)).pipe(
          mergeMap(() => throwError(() => err)),
        ),
      ),
    );
  }
}

/** The OpenAPI description of the header and of its 422. */
export function ApiIdempotencyKey(): MethodDecorator {
  return applyDecorators(
    ApiHeader({
      name: IDEMPOTENCY_HEADER,
      required: false,
      description:
        'A key of your own (16 to 255 printable ASCII characters, such as a random UUID), one per ' +
        'request you mean to make once. A repeat with the same key within 24 hours answers the ' +
        'first answer (with `Idempotent-Replayed: true`) and creates nothing new; a repeat while ' +
        'the first is still running waits for its answer. A failed attempt keeps nothing, so ' +
        `retrying it runs it again. ${MALFORMED_KEY.replace('The Idempotency-Key header', 'Otherwise it')} (400).`,
    }),
    ApiResponse({
      status: 422,
      description: `{"error":"${KEY_REUSED}"}: the key was used with a different request`,
    }),
  );
}

/**
 * `Idempotency-Key` for a JSON route. On a multipart route list IdempotencyInterceptor after the
 * upload's interceptor instead (the uploaded files are part of what makes a request the same) and
 * add ApiIdempotencyKey().
 */
export function Idempotent(): MethodDecorator {
  return applyDecorators(UseInterceptors(IdempotencyInterceptor), ApiIdempotencyKey());
}
