import 'reflect-metadata';

export * from './dto';
export * from './patterns';
