import {
  CallHandler,
  ExecutionContext,
  Injectable,
  mixin,
  NestInterceptor,
  Type,
} from '@nestjs/common';
import { Observable } from 'rxjs';

/**
 * A multer interceptor (FileInterceptor, FilesInterceptor) whose refusals speak the API's words:
 * `inOurWords` gets what multer threw and answers the exception to throw instead, or undefined to
 * let it through as it is.
 */
export function uploadInterceptor(
  Multer: Type<NestInterceptor>,
  inOurWords: (err: unknown) => Error | undefined,
): Type<NestInterceptor> {
  @Injectable()
  class UploadInterceptor extends Multer {
    override async intercept(
      context: ExecutionContext,
      next: CallHandler,
    ): Promise<Observable<unknown>> {
      try {
        return await super.intercept(context, next);
      } catch (err) {
        throw inOurWords(err) ?? err;
      }
    }
  }
  return mixin(UploadInterceptor);
}
