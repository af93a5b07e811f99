export * from './browser';
export * from './github-mock';
export * from './mail';
export * from './paths';
export * from './ports';
export * from './stack';
export * from './fixtures';
export * from './suite';
