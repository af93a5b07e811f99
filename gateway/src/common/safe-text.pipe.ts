import { ArgumentMetadata, BadRequestException, Injectable, PipeTransform } from '@nestjs/common';

/**
 * NUL, which PostgreSQL refuses in text ("invalid byte sequence"), and UTF-16 surrogates without
 * their pair, which JSON's \u escapes can carry but UTF-8 cannot store.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const isUnsafe = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/**
 * Where the first unsafe string is, as `field` or `field.inner` (for an unsafe key, the object
 * holding it; '' for the top level), or undefined when all text is safe.
 */
export function findUnsafeText(value: unknown, path = ''): string | undefined {
  // Iterative: multipart field names may nest, and the input is not trusted to be shallow.
  const pending: [unknown, string][] = [[value, path]];
  while (pending.length > 0) {
    const [current, at] = pending.pop()!;
    if (typeof current === 'string') {
      if (isUnsafe(current)) return at;
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, inner] of Object.entries(current)) {
        // An unsafe key is reported by where it is, never echoed back.
        if (isUnsafe(key)) return at;
        pending.push([inner, at ? `${at}.${key}` : key]);
      }
    }
  }
  return undefined;
}

/**
 * Runs before validation on every body (JSON, form or multipart fields, which multer has parsed
 * by then), query and route parameter: text that cannot be stored is a 400 that names the field,
 * never a database error.
 */
@Injectable()
export class SafeTextPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type === 'custom') return value;
    const field = findUnsafeText(value, metadata.data ?? '');
    if (field !== undefined) {
      throw new BadRequestException(
        `${field || metadata.type} must not contain NUL characters or invalid Unicode`,
      );
    }
    return value;
  }
}
