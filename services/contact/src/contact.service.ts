import { Injectable } from '@nestjs/common';
import { ContactMessageCreated, CreateContactMessageRequest } from '@sentilog/contracts';
import { ContactRepository } from './contact.repository';

@Injectable()
export class ContactService {
  constructor(private readonly repository: ContactRepository) {}

  async create(request: CreateContactMessageRequest): Promise<ContactMessageCreated> {
    const id = await this.repository.insertMessage({
      username: request.username,
      email: request.email.toLowerCase(),
      message: request.message,
      clientIp: request.clientIp || null,
    });
    return { id, message: 'Message received' };
  }
}
