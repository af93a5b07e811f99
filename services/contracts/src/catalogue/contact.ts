import type { ContactMessageCreated, CreateContactMessageRequest } from '..';
import { ContactPatterns } from '../patterns';
import { EntriesFor, rpc } from './entry';

export const ContactCatalogue = {
  [ContactPatterns.create]: rpc<CreateContactMessageRequest, ContactMessageCreated>(),
} satisfies EntriesFor<typeof ContactPatterns>;
