import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ContactMessage } from './contact-message.entity';

export type NewContactMessage = Pick<ContactMessage, 'username' | 'email' | 'message' | 'clientIp'>;

/** All of the contact service's database access; the service holds the rules. */
@Injectable()
export class ContactRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Stores a message and returns its id. */
  async insertMessage(message: NewContactMessage): Promise<string> {
    const messages = this.db.getRepository(ContactMessage);
    const saved = await messages.save(messages.create(message));
    return saved.id;
  }
}
