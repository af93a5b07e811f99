export * from './contact.dto';
export * from './analysis.dto';
export * from './documents';
