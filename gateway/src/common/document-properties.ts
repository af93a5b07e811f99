import { Type } from '@nestjs/common';

/**
 * Documents, for the OpenAPI document, the properties a request class inherits from
 * @sentilog/contracts: the contracts keep the validation and stay free of Swagger, and a property
 * cannot be decorated again in a subclass without redeclaring it. Applied in the order given,
 * which is the order of the schema's properties. Each property keeps the type TypeScript recorded
 * for its validation decorators.
 */
export function documentProperties<T>(
  dto: Type<T>,
  properties: Partial<Record<keyof T & string, PropertyDecorator>>,
): void {
  for (const [key, document] of Object.entries(properties) as [string, PropertyDecorator][]) {
    document(dto.prototype as object, key);
  }
}
