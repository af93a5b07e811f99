import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import * as contracts from '@sentilog/contracts';
import {
  AuthMessages,
  OAUTH_PROVIDERS,
  OAuthProvider,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIAL_CHARACTERS,
} from '@sentilog/contracts';
import { documentProperties } from '../../common/document-properties';

// The auth API's request and response classes as the OpenAPI document shows them, under the names
// of @sentilog/contracts. Request classes extend the contracts' classes, which keep the validation;
// response classes document the contracts' answer types and implement them, so the compiler
// catches any drift between the two. Only the gateway depends on Swagger.

const PASSWORD_DESCRIPTION =
  'At least 8 characters with an uppercase letter, a lowercase letter, a number and one of ' +
  PASSWORD_SPECIAL_CHARACTERS;

export class SigninDto extends contracts.SigninDto {}
documentProperties(SigninDto, {
  email: ApiProperty({ example: 'ann@example.com', maxLength: 254 }),
  password: ApiProperty({ example: 'Str0ng!pass', maxLength: PASSWORD_MAX_LENGTH }),
});

/** The person's details, as sign-up and the profile update both take them. */
const personProperties = {
  firstname: ApiProperty({ example: 'Ann', minLength: 1, maxLength: 100 }),
  lastname: ApiProperty({ example: 'Lee', minLength: 1, maxLength: 100 }),
  email: ApiProperty({ example: 'ann@example.com', format: 'email', maxLength: 254 }),
};
const tokenProperty = ApiPropertyOptional({
  description: 'The access token (or send it as `Authorization: Bearer` or a `token` header)',
});
/** The photo part of the multipart forms. */
const profilePhotoProperty = ApiPropertyOptional({
  type: 'string',
  format: 'binary',
  description: 'JPEG or PNG, at most 2 MB',
});

const signupProperties = {
  ...personProperties,
  password: ApiProperty({
    example: 'Str0ng!pass',
    minLength: PASSWORD_MIN_LENGTH,
    maxLength: PASSWORD_MAX_LENGTH,
    description: PASSWORD_DESCRIPTION,
  }),
};

export class SignupDto extends contracts.SignupDto {}
documentProperties(SignupDto, signupProperties);

/** The multipart form of POST /api/auth/signup, for the OpenAPI document. */
export class SignupFormDto extends contracts.SignupDto {
  profilePhoto?: unknown;
}
documentProperties(SignupFormDto, { ...signupProperties, profilePhoto: profilePhotoProperty });

/** The token may come in this body field, the `token` header or `Authorization: Bearer`. */
export class TokenBodyDto extends contracts.TokenBodyDto {}
documentProperties(TokenBodyDto, { token: tokenProperty });

const profileUpdateProperties = {
  ...personProperties,
  token: tokenProperty,
  currentPassword: ApiPropertyOptional({
    description: 'Required with newPassword, and to change the email',
  }),
  newPassword: ApiPropertyOptional({
    minLength: PASSWORD_MIN_LENGTH,
    maxLength: PASSWORD_MAX_LENGTH,
    description: `Changes the password and signs out other sessions. ${PASSWORD_DESCRIPTION}`,
  }),
};

export class ProfileUpdateDto extends contracts.ProfileUpdateDto {}
documentProperties(ProfileUpdateDto, profileUpdateProperties);

/** The multipart form of POST /api/auth/user-profile-update, for the OpenAPI document. */
export class ProfileUpdateFormDto extends contracts.ProfileUpdateDto {
  profilePhoto?: unknown;
}
documentProperties(ProfileUpdateFormDto, {
  ...profileUpdateProperties,
  profilePhoto: profilePhotoProperty,
});

export class ForgotPasswordDto extends contracts.ForgotPasswordDto {}
documentProperties(ForgotPasswordDto, {
  email: ApiProperty({ example: 'ann@example.com', format: 'email', maxLength: 254 }),
});

export class ResetPasswordDto extends contracts.ResetPasswordDto {}
documentProperties(ResetPasswordDto, {
  token: ApiProperty({
    description: 'The token from the reset link (`/reset-password?token=...`)',
  }),
  newPassword: ApiProperty({
    example: 'N3w!password',
    minLength: PASSWORD_MIN_LENGTH,
    maxLength: PASSWORD_MAX_LENGTH,
    description: PASSWORD_DESCRIPTION,
  }),
  confirmPassword: ApiPropertyOptional({ description: 'When sent, must equal newPassword' }),
});

export class OAuthCallbackDto extends contracts.OAuthCallbackDto {}
documentProperties(OAuthCallbackDto, {
  code: ApiProperty({
    description:
      'The authorization code the provider returned (with state), or the one-time code of the ' +
      "gateway's redirect to /oauth-callback (without state)",
  }),
  state: ApiPropertyOptional({
    description: 'The state the provider returned with the code; absent for a one-time code',
  }),
  provider: ApiPropertyOptional({ enum: OAUTH_PROVIDERS, default: 'github' }),
});

export class VerifyEmailDto extends contracts.VerifyEmailDto {}
documentProperties(VerifyEmailDto, {
  token: ApiProperty({
    description: 'The token from the confirmation link (`/verify-email?token=...`)',
  }),
});

/** The user object returned anywhere; it never contains a password hash. */
export class UserDto implements contracts.AuthUser {
  @ApiProperty({ format: 'uuid' })
  id: string;
  @ApiProperty({ example: 'Ann' })
  firstname: string;
  @ApiProperty({ example: 'Lee' })
  lastname: string;
  @ApiProperty({ example: 'ann@example.com' })
  email: string;
  @ApiProperty({
    type: String,
    nullable: true,
    example: '/api/auth/photo/0b9f4f0e-2a43-4c7a-9c1e-2f0a51f7c0de',
    description: 'URL of the profile photo, or null',
  })
  profilephoto: string | null;
  @ApiProperty({
    description:
      'Whether the confirmation link mailed to this address was followed (Google and GitHub accounts are confirmed by the provider); a changed address is unconfirmed until then',
  })
  emailConfirmed: boolean;
}

export class AuthResponseDto implements contracts.AuthResponse {
  @ApiProperty({ description: 'JWT access token' })
  token: string;
  @ApiProperty({ type: UserDto })
  user: UserDto;
  @ApiProperty({ example: AuthMessages.signedIn })
  message: string;
}

export class ProfileUpdateResponseDto implements contracts.ProfileUpdateResponse {
  @ApiProperty({ type: UserDto })
  user: UserDto;
  @ApiProperty({ example: AuthMessages.profileUpdated })
  message: string;
  @ApiPropertyOptional({
    description:
      'Present when the password was changed: earlier tokens are revoked, use this one instead',
  })
  token?: string;
}

export class MessageResponseDto implements contracts.MessageResponse {
  @ApiProperty()
  message: string;
}

export class OAuthCallbackResponseDto
  extends AuthResponseDto
  implements contracts.OAuthCallbackResponse
{
  @ApiProperty({ example: true })
  success: boolean;
}

export class OAuthProvidersResponseDto implements contracts.OAuthProvidersResponse {
  @ApiProperty({
    enum: OAUTH_PROVIDERS,
    isArray: true,
    example: ['github'],
    description: 'The providers this deployment has a client id and secret for',
  })
  providers: OAuthProvider[];
}
