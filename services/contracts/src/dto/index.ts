export * from './contact.dto';
