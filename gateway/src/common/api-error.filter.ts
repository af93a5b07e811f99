import {
  ArgumentsHost,
  Catch,
  ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import { RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from '@sentilog/contracts';
import { httpExceptionMessage, isDependencyDown } from '@sentilog/platform';
import { RpcCallError, ServiceUnavailableError } from '@sentilog/transport';
import type { NextFunction, Request, Response } from 'express';
import { BodyShapeError } from './json-shape';
import { RetryLaterException } from './retry-later.exception';

export interface ApiErrorBody {
  error: string;
  statusCode: number;
}

/**
 * Every error leaves the gateway as `{error, statusCode}`: the frontend shows `error` as it is, so
 * it must be a sentence for people, and nothing internal leaks into it. A dependency that is down
 * (Redis or PostgreSQL out of reach, a service that does not answer) is a 503 with Retry-After; a
 * RetryLaterException is a 429 with its own Retry-After.
 */
@Catch()
export class ApiErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiErrorFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const body = this.toBody(exception);
    if (body.statusCode >= 500) this.log(exception);
    send(
      response,
      body,
      exception instanceof RetryLaterException ? exception.retryAfterS : undefined,
    );
  }

  toBody(exception: unknown): ApiErrorBody {
    if (exception instanceof HttpException) {
      return { error: httpExceptionMessage(exception), statusCode: exception.getStatus() };
    }
    if (exception instanceof RpcCallError) {
      return { error: exception.message, statusCode: exception.statusCode };
    }
    const parserError = bodyParserError(exception);
    if (parserError) return parserError;
    if (isDependencyDown(exception)) {
      return { error: UNAVAILABLE_MESSAGE, statusCode: HttpStatus.SERVICE_UNAVAILABLE };
    }
    return { error: 'Internal server error', statusCode: HttpStatus.INTERNAL_SERVER_ERROR };
  }

  private log(exception: unknown): void {
    if (exception instanceof ServiceUnavailableError) {
      this.logger.warn(`${exception.message} (${exception.pattern}: ${exception.detail})`);
    } else if (isDependencyDown(exception)) {
      this.logger.warn(`A dependency is down: ${String(exception)}`);
    } else {
      this.logger.error(
        exception instanceof Error ? (exception.stack ?? exception.message) : String(exception),
      );
    }
  }
}

/** Errors raised by Express's body parsers before a route runs (bad JSON, oversized bodies). */
function bodyParserError(exception: unknown): ApiErrorBody | undefined {
  const err = exception as { type?: string; status?: number } | null;
  if (!err || typeof err.status !== 'number' || err.status < 400 || err.status >= 500)
    return undefined;
  if (exception instanceof BodyShapeError)
    return { error: exception.message, statusCode: exception.status };
  if (err.type === 'entity.parse.failed')
    return { error: 'The request body is not valid JSON', statusCode: 400 };
  if (err.type === 'entity.too.large')
    return { error: 'The request body is too large', statusCode: 413 };
  return { error: 'The request could not be read', statusCode: err.status };
}

/**
 * Express error middleware for failures before any route runs (the body parsers), which Nest's
 * exception filters never see.
 */
export function expressErrorHandler(filter: ApiErrorFilter) {
  return (err: unknown, _req: Request, res: Response, _next: NextFunction): void => {
    send(res, filter.toBody(err));
  };
}

/**
 * Sends the error body; `retryAfterS` (or, for a 503, the default unless the route already set
 * one) says when to try again. A response already under way (a streamed download) can only be
 * cut, so the client sees it fail.
 */
function send(res: Response, body: ApiErrorBody, retryAfterS?: number): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  if (retryAfterS !== undefined) {
    res.setHeader('Retry-After', String(retryAfterS));
  } else if (body.statusCode === 503 && !res.getHeader('Retry-After')) {
    res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
  }
  res.status(body.statusCode).json(body);
}
