import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsDefined, IsNotEmpty, IsString } from 'class-validator';

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
