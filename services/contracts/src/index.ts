import 'reflect-metadata';

export * from './dto';
export * from './patterns';
export * from './platform/app-url';
export * from './platform/bootstrap-service';
export * from './platform/config';
export * from './platform/database';
export * from './platform/health-server';
export * from './platform/logging';
export * from './platform/pending-uploads';
export * from './platform/service-database.module';
export * from './platform/service-errors';
export * from './transport';
