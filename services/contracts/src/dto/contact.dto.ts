import { ApiProperty } from '../openapi';
import { Transform } from 'class-transformer';
import { IsDefined, IsEmail, IsString, Length, MaxLength } from 'class-validator';
import { RequiredText, trim } from './validation';

// class-validator runs a property's decorators from the bottom up and the validation pipe stops at
// the first failure, so each field lists its checks most specific first, "is required" last.

/** What the contact form sends (the spec's client posts exactly these three fields). */
export class ContactMessageDto {
  @ApiProperty({ example: 'Ann', minLength: 1, maxLength: 100 })
  @MaxLength(100, { message: 'username must be at most 100 characters' })
  @RequiredText('username', trim)
  username: string;

  @ApiProperty({ example: 'ann@example.com', format: 'email', maxLength: 254 })
  @IsEmail({}, { message: 'email must be a valid email address' })
  @MaxLength(254, { message: 'email must be at most 254 characters' })
  @RequiredText('email', trim)
  email: string;

  @ApiProperty({
    example: 'I love the journal. How do I export it?',
    minLength: 1,
    maxLength: 5000,
  })
  @Length(1, 5000, { message: 'message must be between 1 and 5000 characters' })
  @IsString({ message: 'message must be text' })
  @IsDefined({ message: 'message is required' })
  @Transform(trim)
  message: string;
}

/** What the gateway forwards to the contact service: the form plus who sent it. */
export class CreateContactMessageRequest extends ContactMessageDto {
  @IsString()
  @MaxLength(64)
  clientIp: string;
}

export interface ContactMessageCreated {
  id: string;
  message: 'Message received';
}
