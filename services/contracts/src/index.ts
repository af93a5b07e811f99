import 'reflect-metadata';

export * from './answers';
export * from './catalogue';
export * from './dto';
export { documentContractsForSwagger, type SwaggerDecorators } from './openapi';
export * from './patterns';
export * from './web';
