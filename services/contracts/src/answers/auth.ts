import { ApiProperty, ApiPropertyOptional, ApiSchema } from '../openapi';
import { AuthMessages } from '../dto/auth-messages';
import { OAUTH_PROVIDERS, type OAuthProvider } from '../web/auth';

// The OpenAPI document has always named these schemas UserDto, AuthResponseDto and so on; @ApiSchema
// keeps those names for its readers (and the clients generated from it).

/** The user object returned anywhere; it never contains a password hash. */
@ApiSchema({ name: 'UserDto' })
export class AuthUser {
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
  @ApiProperty({
    description:
      'Whether the account has a password (accounts made through Google or GitHub may not): deleting it asks for the password, or else for a fresh sign-in',
  })
  hasPassword: boolean;
}

/** Signup, signin and the OAuth code exchange. */
@ApiSchema({ name: 'AuthResponseDto' })
export class AuthResponse {
  @ApiProperty({ description: 'JWT access token' })
  token: string;
  @ApiProperty({ type: AuthUser })
  user: AuthUser;
  @ApiProperty({ example: AuthMessages.signedIn })
  message: string;
}

/** `POST /api/auth/user-profile-update`. */
@ApiSchema({ name: 'ProfileUpdateResponseDto' })
export class ProfileUpdateResponse {
  @ApiProperty({ type: AuthUser })
  user: AuthUser;
  @ApiProperty({ example: AuthMessages.profileUpdated })
  message: string;
  /** Present when the password or email changed: earlier tokens are revoked, use this one. */
  @ApiPropertyOptional({
    description:
      'Present when the password was changed: earlier tokens are revoked, use this one instead',
  })
  token?: string;
}

/** Answers that only confirm, in words for people (sign-out, reset requests, verification). */
@ApiSchema({ name: 'MessageResponseDto' })
export class MessageResponse {
  @ApiProperty()
  message: string;
}

/** `POST /api/auth/oauth/callback`: a session, like signin's. */
@ApiSchema({ name: 'OAuthCallbackResponseDto' })
export class OAuthCallbackResponse extends AuthResponse {
  @ApiProperty({ example: true })
  success: boolean;
}

/** The SentiLog account a waiting link would go into. */
export class LinkPreviewAccount {
  @ApiProperty({ example: 'alice@example.com' })
  email: string;
}

/**
 * `POST /api/auth/link/preview`: what the page shows before the person confirms a link, the
 * provider account and the SentiLog account it would go into.
 */
@ApiSchema({ name: 'LinkPreviewDto' })
export class LinkPreview {
  @ApiProperty({ enum: OAUTH_PROVIDERS })
  provider: OAuthProvider;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "The provider account's email (else its login), as the provider gave it",
    example: 'alice.work@example.com',
  })
  providerAccount: string | null;
  @ApiProperty({ type: LinkPreviewAccount })
  account: LinkPreviewAccount;
}

/** `GET /api/auth/providers`: those this deployment has a client id and secret for. */
@ApiSchema({ name: 'OAuthProvidersResponseDto' })
export class OAuthProvidersResponse {
  @ApiProperty({
    enum: OAUTH_PROVIDERS,
    isArray: true,
    example: ['github'],
    description: 'The providers this deployment has a client id and secret for',
  })
  providers: OAuthProvider[];
}
