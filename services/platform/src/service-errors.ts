import {
  ArgumentsHost,
  BadRequestException,
  Catch,
  HttpException,
  Logger,
  RpcExceptionFilter,
  ValidationError,
  ValidationPipe,
} from '@nestjs/common';
import { RpcException } from '@nestjs/microservices';
import { UNAVAILABLE_MESSAGE } from '@sentilog/contracts';
import { Observable, throwError } from 'rxjs';
import { isWireError, WireError } from '@sentilog/transport';
import { isDependencyDown } from './dependency-errors';

/** Thrown by a service handler to answer the caller with an HTTP-like status and a message. */
export function serviceError(statusCode: number, error: string): RpcException {
  return new RpcException({ statusCode, error } satisfies WireError);
}

/**
 * Turns whatever a message handler throws into `{statusCode, error}`, so the gateway can answer
 * with the right status: PostgreSQL or Redis out of reach is a 503 (the gateway adds Retry-After);
 * unexpected errors are logged and reported as a bare 500.
 */
@Catch()
export class ServiceExceptionFilter implements RpcExceptionFilter<unknown> {
  private readonly logger = new Logger('ServiceExceptionFilter');

  catch(exception: unknown, _host: ArgumentsHost): Observable<never> {
    if (exception instanceof RpcException && isWireError(exception.getError())) {
      return throwError(() => exception.getError());
    }
    if (exception instanceof HttpException) {
      return throwError(() => ({
        statusCode: exception.getStatus(),
        error: httpExceptionMessage(exception),
      }));
    }
    if (isDependencyDown(exception)) {
      this.logger.warn(`A dependency is down: ${String(exception)}`);
      return throwError(() => ({ statusCode: 503, error: UNAVAILABLE_MESSAGE }));
    }
    this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    return throwError(() => ({ statusCode: 500, error: 'Internal server error' }));
  }
}

/** The message a client should see for an HttpException, whatever shape its body has. */
export function httpExceptionMessage(exception: HttpException): string {
  const body = exception.getResponse();
  if (typeof body === 'string') return body;
  const record = body as { error?: unknown; message?: unknown };
  if (typeof record.error === 'string' && record.message === undefined) return record.error;
  if (Array.isArray(record.message)) return record.message.join('. ');
  if (typeof record.message === 'string') return record.message;
  return exception.message;
}

/** First failed rule of every invalid field, in field order, as one sentence list. */
export function validationMessage(errors: ValidationError[], parent = ''): string[] {
  return errors.flatMap((error) => {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const own = error.constraints ? [Object.values(error.constraints)[0]] : [];
    return [...own, ...validationMessage(error.children ?? [], path)];
  });
}

/** The one validation pipe: strips unknown fields and answers 400 with a readable message. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => new BadRequestException(validationMessage(errors).join('. ')),
  });
}
