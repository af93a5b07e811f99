import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, Length, MaxLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** What the contact form sends (the spec's client posts exactly these three fields). */
export class ContactMessageDto {
  @Transform(trim)
  @IsString({ message: 'username must be text' })
  @IsNotEmpty({ message: 'username is required' })
  @MaxLength(100, { message: 'username must be at most 100 characters' })
  username: string;

  @Transform(trim)
  @IsString({ message: 'email must be text' })
  @IsNotEmpty({ message: 'email is required' })
  @MaxLength(254, { message: 'email must be at most 254 characters' })
  @IsEmail({}, { message: 'email must be a valid email address' })
  email: string;

  @IsString({ message: 'message must be text' })
  @Transform(trim)
  @Length(1, 5000, { message: 'message must be between 1 and 5000 characters' })
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
