import {
  ApiProperty,
  ApiPropertyOptional,
  ApiSchema,
  documentContractsForSwagger,
} from './openapi';

describe('documentContractsForSwagger', () => {
  it("hands Swagger each class's documentation once, base classes first, properties in order", () => {
    @ApiSchema({ name: 'BaseDto' })
    class Base {
      @ApiProperty({ example: 'a' })
      first: string;
    }
    class Derived extends Base {
      @ApiPropertyOptional({ description: 'b' })
      second?: string;
      @ApiProperty()
      third: number;
    }

    const calls: [string, ...unknown[]][] = [];
    const swagger = {
      ApiProperty: (options?: object) => (target: object, key: string | symbol) => {
        calls.push([target.constructor.name, key, options]);
      },
      ApiSchema: (options?: object) => (target: object) => {
        calls.push([(target as { name: string }).name, options]);
      },
    };
    documentContractsForSwagger(swagger);
    documentContractsForSwagger(swagger);

    const mine = calls.filter(([name]) => name === 'Base' || name === 'Derived');
    expect(mine).toEqual([
      ['Base', 'first', { example: 'a' }],
      ['Base', { name: 'BaseDto' }],
      ['Derived', 'second', { description: 'b', required: false }],
      ['Derived', 'third', {}],
    ]);
    expect(new Derived()).toBeInstanceOf(Base);
  });
});
