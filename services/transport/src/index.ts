export * from './errors';
export * from './keys';
export * from './redis-streams.client';
export * from './redis-streams.server';
export * from './request-context';
export { isWireError, WireError } from './wire';
