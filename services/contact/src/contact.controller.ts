import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  ContactMessageCreated,
  ContactPatterns,
  CreateContactMessageRequest,
} from '@sentilog/contracts';
import { TypedMessagePattern } from '@sentilog/platform';
import { ContactService } from './contact.service';

@Controller()
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @TypedMessagePattern(ContactPatterns.create)
  create(@Payload() request: CreateContactMessageRequest): Promise<ContactMessageCreated> {
    return this.contact.create(request);
  }
}
