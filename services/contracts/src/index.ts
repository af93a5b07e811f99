import 'reflect-metadata';

export * from './dto';
export * from './patterns';
export * from './web';
