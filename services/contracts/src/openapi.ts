import type { ApiPropertyOptions, ApiSchemaOptions } from '@nestjs/swagger';

// The OpenAPI documentation of the contracts' classes is written on them, once, with the
// decorators below: they take @nestjs/swagger's options and only record them. The gateway hands
// them to Swagger (documentContractsForSwagger) before it builds the document, so each API shape
// is written in one place while the services, which share these classes, never load Swagger (some
// 400 modules, about 0.2 s of every process start and of every test file that imports the
// contracts).

type Documentation =
  | { target: object; key: string | symbol; property: ApiPropertyOptions }
  | { target: object; schema: ApiSchemaOptions };

const documentation: Documentation[] = [];
let handedOver = 0;

/** `@ApiProperty` of @nestjs/swagger, recorded for the gateway. */
export function ApiProperty(options: ApiPropertyOptions = {}): PropertyDecorator {
  return (target, key) => {
    documentation.push({ target, key, property: options });
  };
}

/** `@ApiPropertyOptional` of @nestjs/swagger (an `@ApiProperty` with `required: false`). */
export function ApiPropertyOptional(options: ApiPropertyOptions = {}): PropertyDecorator {
  return ApiProperty({ ...options, required: false } as ApiPropertyOptions);
}

/** `@ApiSchema` of @nestjs/swagger (the schema's name in the document), recorded for the gateway. */
export function ApiSchema(options: ApiSchemaOptions): ClassDecorator {
  return (target) => {
    documentation.push({ target, schema: options });
  };
}

/** The @nestjs/swagger decorators the gateway passes in. */
export interface SwaggerDecorators {
  ApiProperty(options?: ApiPropertyOptions): PropertyDecorator;
  ApiSchema(options?: ApiSchemaOptions): ClassDecorator;
}

/**
 * Applies the documentation recorded on the contracts' classes with Swagger's own decorators, in
 * the order the classes declared it (a base class before the classes extending it, each class's
 * properties in their order), as if the classes had used them. Each is applied once.
 */
export function documentContractsForSwagger(swagger: SwaggerDecorators): void {
  for (; handedOver < documentation.length; handedOver++) {
    const entry = documentation[handedOver];
    if ('schema' in entry) swagger.ApiSchema(entry.schema)(entry.target as () => void);
    else swagger.ApiProperty(entry.property)(entry.target, entry.key);
  }
}
