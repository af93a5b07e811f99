import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ContactMessageCreated, CreateContactMessageRequest } from '@sentilog/contracts';
import { Repository } from 'typeorm';
import { ContactMessage } from './contact-message.entity';

@Injectable()
export class ContactService {
  constructor(
    @InjectRepository(ContactMessage) private readonly messages: Repository<ContactMessage>,
  ) {}

  async create(request: CreateContactMessageRequest): Promise<ContactMessageCreated> {
    const saved = await this.messages.save(
      this.messages.create({
        username: request.username,
        email: request.email.toLowerCase(),
        message: request.message,
        clientIp: request.clientIp || null,
      }),
    );
    return { id: saved.id, message: 'Message received' };
  }
}
