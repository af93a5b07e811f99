import 'reflect-metadata';

export * from './answers';
export * from './dto';
export * from './patterns';
export * from './web';
