import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { requestContext } from '@sentilog/transport';
import type { NextFunction, Request, Response } from 'express';
import { randomUUID } from 'node:crypto';
import { Observable } from 'rxjs';

const SAFE_ID = /^[\w.:-]{1,100}$/;

export type RequestWithId = Request & { id: string };

/** Keeps a caller's `x-request-id` when it is sane, otherwise makes one, and echoes it back. */
export function assignRequestId(req: Request, res: Response, next: NextFunction): void {
  const incoming = req.headers['x-request-id'];
  const id = typeof incoming === 'string' && SAFE_ID.test(incoming) ? incoming : randomUUID();
  (req as RequestWithId).id = id;
  res.setHeader('x-request-id', id);
  next();
}

/**
 * Runs the route handler inside the request's context, so RPC calls carry its id to services.
 * An interceptor rather than a middleware: context entered in a middleware is lost across the
 * body parser's stream callbacks.
 */
@Injectable()
export class RequestContextInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const requestId = context.switchToHttp().getRequest<Partial<RequestWithId>>().id;
    return new Observable((subscriber) =>
      requestContext.run({ requestId }, () => next.handle().subscribe(subscriber)),
    );
  }
}
