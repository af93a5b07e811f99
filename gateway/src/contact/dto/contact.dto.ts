import { ApiProperty } from '@nestjs/swagger';
import * as contracts from '@sentilog/contracts';
import { documentProperties } from '../../common/document-properties';

// The contact API's request and response classes as the OpenAPI document shows them, under the names
// of @sentilog/contracts. Request classes extend the contracts' classes, which keep the validation;
// response classes are their documented mirror. Only the gateway depends on Swagger.

/** What the contact form sends (the spec's client posts exactly these three fields). */
export class ContactMessageDto extends contracts.ContactMessageDto {}
documentProperties(ContactMessageDto, {
  username: ApiProperty({ example: 'Ann', minLength: 1, maxLength: 100 }),
  email: ApiProperty({ example: 'ann@example.com', format: 'email', maxLength: 254 }),
  message: ApiProperty({
    example: 'I love the journal. How do I export it?',
    minLength: 1,
    maxLength: 5000,
  }),
});
