import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsDefined, IsNotEmpty, IsString, Validate, ValidatorConstraint } from 'class-validator';
import type { ValidatorConstraintInterface } from 'class-validator';

type TransformInput = { value: unknown };

export const trim = ({ value }: TransformInput) =>
  typeof value === 'string' ? value.trim() : value;

/** Emails are compared and stored trimmed and lower-cased. */
export const normaliseEmail = ({ value }: TransformInput) =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;

/**
 * A required text field whose messages name it: missing → "<field> is required", not a string →
 * "<field> must be text", blank → "<field> is required".
 *
 * class-validator runs a property's checks in the order they were registered, and stacked
 * decorators register from the bottom up; put this one at the bottom, under the field's more
 * specific checks (length, format), so it runs first and the pipe reports the first failure.
 */
export function RequiredText(
  field: string,
  transform?: (input: TransformInput) => unknown,
): PropertyDecorator {
  return applyDecorators(
    ...(transform ? [Transform(transform)] : []),
    IsDefined({ message: `${field} is required` }),
    IsString({ message: `${field} must be text` }),
    IsNotEmpty({ message: `${field} is required` }),
  );
}

/**
 * Whether `value` is base64 in the standard alphabet, padded to a multiple of 4. Checked without a
 * backtracking pattern: class-validator's IsBase64 tests `^[A-Za-z0-9+/]+={0,2}$`, whose
 * backtracking can overflow V8's regular-expression stack on a photo's 20 MB of base64 (a
 * RangeError, which a service answers as a 500).
 */
export function isPaddedBase64(value: string): boolean {
  if (value.length % 4 !== 0) return false;
  const padding = value.endsWith('==') ? 2 : value.endsWith('=') ? 1 : 0;
  return !/[^A-Za-z0-9+/]/.test(value.slice(0, value.length - padding));
}

@ValidatorConstraint({ name: 'base64' })
class PaddedBase64 implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && isPaddedBase64(value);
  }
}

/** A base64 field of any size (see isPaddedBase64). */
export const IsBase64Text = (message: string): PropertyDecorator =>
  Validate(PaddedBase64, { message });
