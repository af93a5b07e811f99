import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  ContactMessageCreated,
  ContactPatterns,
  CreateContactMessageRequest,
} from '@sentilog/contracts';
import { ContactService } from './contact.service';

@Controller()
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @MessagePattern(ContactPatterns.create)
  create(@Payload() request: CreateContactMessageRequest): Promise<ContactMessageCreated> {
    return this.contact.create(request);
  }
}
