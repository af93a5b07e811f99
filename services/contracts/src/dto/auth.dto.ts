import { ApiProperty, ApiPropertyOptional } from '../openapi';
import { Transform, Type } from 'class-transformer';
import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  Min,
  registerDecorator,
  ValidateNested,
  ValidationArguments,
  ValidatorConstraint,
  ValidatorConstraintInterface,
} from 'class-validator';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIAL_CHARACTERS,
  passwordRuleViolations,
  passwordRulesMessage,
} from '../web/password-policy';
import { OAUTH_PROVIDERS, type OAuthProvider } from '../web/auth';
import { type AuthUser } from '../answers/auth';
import { AuthMessages } from './auth-messages';
import { IsBase64Text, RequiredText, normaliseEmail, trim } from './validation';

// class-validator runs a property's decorators from the bottom up and the validation pipe stops at
// the first failure, so each field lists its checks most specific first, "is required" last.

// ---------------------------------------------------------------------------------------------
// Rules and texts from the product spec (sections 5 and 8) and the accounts issue.

/**
 * Signup and profile photos: JPEG or PNG (by their bytes), uploads of at most 15 MB, which is what
 * a phone's camera makes; the auth service shrinks them to an avatar (reencode-photo.ts) before
 * anything is stored.
 */
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
/** A stored (re-encoded, at most 512×512) photo: far below this. */
export const STORED_PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const PHOTO_CONTENT_TYPES = ['image/jpeg', 'image/png'] as const;
export type PhotoContentType = (typeof PHOTO_CONTENT_TYPES)[number];

@ValidatorConstraint({ name: 'passwordRules' })
class PasswordRulesConstraint implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && passwordRuleViolations(value).length === 0;
  }

  defaultMessage(args: ValidationArguments): string {
    return passwordRulesMessage(String(args.value)) ?? '';
  }
}

/** The spec's five password rules; the message is every broken rule's text joined with '. '. */
export function IsValidPassword(): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      target: target.constructor,
      propertyName: String(propertyName),
      validator: PasswordRulesConstraint,
    });
}

// ---------------------------------------------------------------------------------------------
// What the browser sends (validated by the gateway, and again by the auth service).

export class SigninDto {
  @ApiProperty({ example: 'ann@example.com', maxLength: 254 })
  @MaxLength(254, { message: 'email must be at most 254 characters' })
  @RequiredText('email', normaliseEmail)
  email: string;

  @ApiProperty({ example: 'Str0ng!pass', maxLength: PASSWORD_MAX_LENGTH })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: 'password must be at most 128 characters' })
  @RequiredText('password')
  password: string;
}

const PASSWORD_DESCRIPTION =
  'At least 8 characters with an uppercase letter, a lowercase letter, a number and one of ' +
  PASSWORD_SPECIAL_CHARACTERS;
const TOKEN_DESCRIPTION =
  'The access token (or send it as `Authorization: Bearer` or a `token` header)';
/** The photo part of the multipart forms. */
const PROFILE_PHOTO = {
  type: 'string',
  format: 'binary',
  description: 'JPEG or PNG, at most 15 MB; stored shrunk to at most 512×512',
} as const;

/** Profile fields shared by signup and profile update. */
export class ProfileFieldsDto {
  @ApiProperty({ example: 'Ann', minLength: 1, maxLength: 100 })
  @MaxLength(100, { message: 'firstname must be at most 100 characters' })
  @RequiredText('firstname', trim)
  firstname: string;

  @ApiProperty({ example: 'Lee', minLength: 1, maxLength: 100 })
  @MaxLength(100, { message: 'lastname must be at most 100 characters' })
  @RequiredText('lastname', trim)
  lastname: string;

  @ApiProperty({ example: 'ann@example.com', format: 'email', maxLength: 254 })
  @IsEmail({}, { message: 'email must be a valid email address' })
  @MaxLength(254, { message: 'email must be at most 254 characters' })
  @RequiredText('email', normaliseEmail)
  email: string;
}

export class SignupDto extends ProfileFieldsDto {
  @ApiProperty({
    example: 'Str0ng!pass',
    minLength: PASSWORD_MIN_LENGTH,
    maxLength: PASSWORD_MAX_LENGTH,
    description: PASSWORD_DESCRIPTION,
  })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: 'password must be at most 128 characters' })
  @IsValidPassword()
  @RequiredText('password')
  password: string;
}

/** The multipart form of POST /api/auth/signup, as the OpenAPI document shows it. */
export class SignupFormDto extends SignupDto {
  @ApiPropertyOptional(PROFILE_PHOTO)
  profilePhoto?: unknown;
}

/** The token may come in this body field, the `token` header or `Authorization: Bearer`. */
export class TokenBodyDto {
  @ApiPropertyOptional({ description: TOKEN_DESCRIPTION })
  @IsOptional()
  @IsString({ message: 'token must be text' })
  token?: string;
}

export class ProfileUpdateDto extends ProfileFieldsDto {
  @ApiPropertyOptional({ description: TOKEN_DESCRIPTION })
  @IsOptional()
  @IsString({ message: 'token must be text' })
  token?: string;

  @ApiPropertyOptional({ description: 'Required with newPassword, and to change the email' })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: 'currentPassword must be at most 128 characters' })
  @IsString({ message: 'currentPassword must be text' })
  @IsOptional()
  currentPassword?: string;

  @ApiPropertyOptional({
    minLength: PASSWORD_MIN_LENGTH,
    maxLength: PASSWORD_MAX_LENGTH,
    description: `Changes the password and signs out other sessions. ${PASSWORD_DESCRIPTION}`,
  })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: 'newPassword must be at most 128 characters' })
  @IsValidPassword()
  @IsString({ message: 'newPassword must be text' })
  @IsOptional()
  newPassword?: string;
}

/**
 * `DELETE /api/auth/delete-account`: the account's password, which deletion asks for; an account
 * without one (Google or GitHub only) needs a sign-in of the last 10 minutes instead.
 */
export class DeleteAccountDto {
  @ApiPropertyOptional({ description: TOKEN_DESCRIPTION })
  @IsOptional()
  @IsString({ message: 'token must be text' })
  token?: string;

  @ApiPropertyOptional({ description: 'The account’s password (required when it has one)' })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: 'password must be at most 128 characters' })
  @IsString({ message: 'password must be text' })
  @IsOptional()
  password?: string;
}

/** The multipart form of POST /api/auth/user-profile-update, as the OpenAPI document shows it. */
export class ProfileUpdateFormDto extends ProfileUpdateDto {
  @ApiPropertyOptional(PROFILE_PHOTO)
  profilePhoto?: unknown;
}

export class ForgotPasswordDto {
  @ApiProperty({ example: 'ann@example.com', format: 'email', maxLength: 254 })
  @IsEmail({}, { message: 'email must be a valid email address' })
  @MaxLength(254, { message: 'email must be at most 254 characters' })
  @RequiredText('email', normaliseEmail)
  email: string;
}

export class ResetPasswordDto {
  @ApiProperty({ description: 'The token from the reset link (`/reset-password?token=...`)' })
  @MaxLength(200, { message: AuthMessages.resetInvalid })
  @RequiredText('token')
  token: string;

  @ApiProperty({
    example: 'N3w!password',
    minLength: PASSWORD_MIN_LENGTH,
    maxLength: PASSWORD_MAX_LENGTH,
    description: PASSWORD_DESCRIPTION,
  })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: 'newPassword must be at most 128 characters' })
  @IsValidPassword()
  @RequiredText('newPassword')
  newPassword: string;

  @ApiPropertyOptional({ description: 'When sent, must equal newPassword' })
  @IsString({ message: 'confirmPassword must be text' })
  @IsOptional()
  confirmPassword?: string;
}

/**
 * Refused OAuth sign-in: an account has this email but has not confirmed it, so whoever created it
 * may not own the address, and linking would hand that person the provider's sign-in.
 */
export function oauthLinkRefusedMessage(providerName: string): string {
  return (
    `An account with this email already exists, but its email address is not confirmed. ` +
    `Sign in with your password and confirm your email address (or reset your password), ` +
    `then sign in with ${providerName} again.`
  );
}

/**
 * Refused explicit linking: the signed-in account has not confirmed its email, so whoever holds it
 * may have signed up with someone else's address; a provider linked now would keep signing them
 * in after the real owner takes the account back with a password reset.
 */
export function oauthLinkNeedsConfirmedEmailMessage(providerName: string): string {
  return (
    `Please confirm your email address before linking a ${providerName} account: ` +
    `follow the link we emailed you, then try again.`
  );
}

/** OAuth sign-in: the provider did not say the account's email is verified. */
export function oauthNoVerifiedEmailMessage(providerName: string): string {
  return `Your ${providerName} account has no verified email address`;
}

/** Explicit linking: the provider account already signs in to another SentiLog account. */
export function oauthAlreadyLinkedMessage(providerName: string): string {
  return `This ${providerName} account is already linked to another SentiLog account.`;
}

/** Explicit linking, confirmed: the answer's message. */
export function oauthLinkedMessage(providerName: string): string {
  return `Linked your ${providerName} account`;
}

export class OAuthCallbackDto {
  @ApiProperty({
    description:
      'The authorization code the provider returned (with state), or the one-time code of the ' +
      "gateway's redirect to /oauth-callback (without state)",
  })
  @MaxLength(2000, { message: 'code must be at most 2000 characters' })
  @RequiredText('code')
  code: string;

  @ApiPropertyOptional({
    description: 'The state the provider returned with the code; absent for a one-time code',
  })
  @MaxLength(200, { message: 'state must be at most 200 characters' })
  @IsString({ message: 'state must be text' })
  @IsOptional()
  state?: string;

  @ApiPropertyOptional({ enum: OAUTH_PROVIDERS, default: 'github' })
  @IsIn(OAUTH_PROVIDERS, { message: 'provider must be google or github' })
  @IsOptional()
  provider: OAuthProvider = 'github';
}

/** `POST /api/auth/link/preview` and `/confirm`: the code of the redirect to /oauth-callback?link=. */
export class LinkCodeDto {
  @ApiProperty({
    description:
      'The `link` code of the redirect to /oauth-callback: it works in the browser that asked for ' +
      'the link (its cookie), for the account that asked, within ten minutes, and confirms once',
  })
  @MaxLength(200, { message: AuthMessages.linkRequestInvalid })
  @RequiredText('code')
  code: string;
}

export class VerifyEmailDto {
  @ApiProperty({
    description: 'The token from the confirmation link (`/verify-email?token=...`)',
  })
  @MaxLength(200, { message: AuthMessages.verificationInvalid })
  @RequiredText('token')
  token: string;
}

// ---------------------------------------------------------------------------------------------
// What the gateway sends the auth service (validated there by the global pipe).

export class PhotoPayload {
  @IsIn(PHOTO_CONTENT_TYPES, { message: AuthMessages.signupPhotoType })
  contentType: PhotoContentType;

  /** The bytes, base64; at most 15 MB once decoded. */
  @IsBase64Text('photo data must be base64')
  @MaxLength(Math.ceil(PHOTO_MAX_BYTES / 3) * 4, { message: AuthMessages.photoTooLarge })
  @IsString()
  data: string;
}

export class SignupRequest extends SignupDto {
  @ValidateNested()
  @Type(() => PhotoPayload)
  @IsOptional()
  photo?: PhotoPayload;
}

export class SigninRequest extends SigninDto {}

export class UserIdRequest {
  @IsUUID('all', { message: 'userId must be a UUID' })
  userId: string;
}

/** `auth.deleteAccount`: who, their password if given, and when their token was signed. */
export class DeleteAccountRequest extends UserIdRequest {
  @IsOptional()
  @IsString()
  @MaxLength(PASSWORD_MAX_LENGTH)
  password?: string;

  /** The token's `iat`, seconds since the epoch: how fresh the sign-in is. */
  @IsOptional()
  @IsInt()
  signedInAt?: number;
}

/** The gateway's check of one token: its user's token version, and whether it was signed out. */
export class SessionRequest extends UserIdRequest {
  /** The token's `jti`. */
  @IsUUID('all', { message: 'tokenId must be a UUID' })
  tokenId: string;
}

/** Logout of one token, kept until the token would have expired anyway. */
export class SignOutRequest extends SessionRequest {
  /** The token's `exp`, in seconds since the epoch. */
  @IsInt()
  @Min(0)
  expiresAt: number;
}

export class UpdateProfileRequest extends ProfileFieldsDto {
  @IsUUID('all', { message: 'userId must be a UUID' })
  userId: string;

  @MaxLength(PASSWORD_MAX_LENGTH, { message: 'currentPassword must be at most 128 characters' })
  @IsString({ message: 'currentPassword must be text' })
  @IsOptional()
  currentPassword?: string;

  @MaxLength(PASSWORD_MAX_LENGTH, { message: 'newPassword must be at most 128 characters' })
  @IsValidPassword()
  @IsString({ message: 'newPassword must be text' })
  @IsOptional()
  newPassword?: string;

  @ValidateNested()
  @Type(() => PhotoPayload)
  @IsOptional()
  photo?: PhotoPayload;
}

export class PhotoRequest {
  @IsUUID('all', { message: AuthMessages.photoNotFound })
  id: string;
}

export class ForgotPasswordRequest extends ForgotPasswordDto {}

export class VerifyEmailRequest extends VerifyEmailDto {}

export class ResetPasswordRequest {
  @MaxLength(200, { message: AuthMessages.resetInvalid })
  @IsNotEmpty({ message: 'token is required' })
  @IsString({ message: 'token must be text' })
  token: string;

  @MaxLength(PASSWORD_MAX_LENGTH, { message: 'newPassword must be at most 128 characters' })
  @IsValidPassword()
  @IsNotEmpty({ message: 'newPassword is required' })
  @IsString({ message: 'newPassword must be text' })
  newPassword: string;
}

/** A profile a provider vouched for, reduced to what linking an account needs. */
export class OAuthSignInRequest {
  @IsIn(OAUTH_PROVIDERS)
  provider: OAuthProvider;

  @MaxLength(255)
  @IsNotEmpty()
  @IsString()
  providerUserId: string;

  @MaxLength(254)
  @IsString()
  @IsOptional()
  @Transform(normaliseEmail)
  email?: string;

  /** Only a verified email may link the provider to an existing account. */
  @IsBoolean()
  emailVerified: boolean;

  @MaxLength(100)
  @IsString()
  @IsOptional()
  firstname?: string;

  @MaxLength(100)
  @IsString()
  @IsOptional()
  lastname?: string;

  @MaxLength(2000)
  @IsString()
  @IsOptional()
  avatarUrl?: string;
}

// ---------------------------------------------------------------------------------------------
// What the auth service answers.

/**
 * A user who just proved who they are; the auth service signs a token carrying `tokenVersion`
 * (see SignedIn).
 */
export interface AuthenticatedUser {
  user: AuthUser;
  tokenVersion: number;
  /**
   * Set when this sign-in raised the token version (an OAuth identity was just linked): every
   * earlier token is revoked, and the gateway must forget the version it cached.
   */
  sessionsRevoked?: boolean;
}

/** Sign-up's answer, the same whether or not the address already had an account. */
export interface SignupReceived {
  message: string;
}

export interface SessionState {
  tokenVersion: number;
  /** This token was signed out (logout); every other token of the user may still be valid. */
  signedOut: boolean;
}

export interface PhotoData {
  contentType: PhotoContentType;
  /** base64 */
  data: string;
  createdAt: string;
}

export interface PasswordResetDone {
  message: string;
  userId: string;
  tokenVersion: number;
}

export interface AccountDeleted {
  userId: string;
  message: string;
}

/** The payload of the `user.deleted` event. */
export interface UserDeletedEvent {
  userId: string;
}

export interface ProfileUpdated extends AuthenticatedUser {
  /**
   * The password or the email changed: tokens issued before carry an older version and are
   * revoked, and the caller gets a new one.
   */
  sessionsRevoked: boolean;
}
