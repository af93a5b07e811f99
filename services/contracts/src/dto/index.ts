export * from './availability';
export * from './contact.dto';
export * from './analysis.dto';
export * from './documents';
export * from './validation';
export * from './auth.dto';
export * from './news.dto';
export * from './journal.dto';
