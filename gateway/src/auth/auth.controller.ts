import {
  BadRequestException,
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Ip,
  NotFoundException,
  Param,
  Post,
  Req,
  Res,
  UploadedFile,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiForbiddenResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiProduces,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import {
  AuthMessages,
  AuthPatterns,
  AuthResponse,
  AuthUser,
  DeleteAccountDto,
  ForgotPasswordDto,
  isUuid,
  MessageResponse,
  ProfileUpdateDto,
  ProfileUpdateFormDto,
  ProfileUpdateResponse,
  ResetPasswordDto,
  SigninDto,
  SignupDto,
  SignupFormDto,
  TokenBodyDto,
  VerifyEmailDto,
} from '@sentilog/contracts';
import type { Request, Response } from 'express';
import { RateLimit } from '../common/rate-limit';
import { RpcService } from '../rpc/rpc.service';
import { AuthenticateAfterUpload, CurrentUser, JwtAuthGuard } from './jwt-auth.guard';
import { LoginRateLimiter } from './login-rate-limiter';
import { photoPayload, PhotoUpload } from './photo-upload';
import { AuthenticatedUserRef, TokenVerifier } from './token-verifier';

const error = (statusCode: number, message: string) => ({
  schema: { example: { error: message, statusCode } },
});
const TOKEN_PLACES =
  'The token may be sent as `Authorization: Bearer <token>`, a `token` header or a `token` body field.';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly rpc: RpcService,
    private readonly tokens: TokenVerifier,
    private readonly loginLimiter: LoginRateLimiter,
  ) {}

  @Post('signup')
  @HttpCode(202)
  @RateLimit('AUTH_RATE_LIMIT')
  @UseInterceptors(PhotoUpload())
  @ApiOperation({
    summary: 'Create an account (multipart, optional profilePhoto); then sign in',
    description:
      'Answers 202 with the same message whether or not the address already has an account, so sign-up does not tell who has one: a new account is created and its confirmation link mailed; the owner of an existing one is mailed that someone tried (at most once an hour). The new account opens with POST /api/auth/signin.',
  })
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiBody({ type: SignupFormDto })
  @ApiAcceptedResponse({ type: MessageResponse })
  @ApiBadRequestResponse(error(400, AuthMessages.signupPhotoType))
  @ApiPayloadTooLargeResponse(error(413, AuthMessages.photoTooLarge))
  async signup(
    @Body() form: SignupDto,
    @UploadedFile() file?: Express.Multer.File,
  ): Promise<MessageResponse> {
    const photo = await photoPayload(this.rpc, file, 'signup');
    const { message } = await this.rpc.call(AuthPatterns.signup, {
      firstname: form.firstname,
      lastname: form.lastname,
      email: form.email,
      password: form.password,
      photo,
    });
    return { message };
  }

  @Post('signin')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign in with email and password' })
  @ApiOkResponse({ type: AuthResponse })
  @ApiUnauthorizedResponse(error(401, AuthMessages.invalidCredentials))
  @ApiTooManyRequestsResponse(
    error(429, 'Too many sign-in attempts. Please try again in 15 minutes.'),
  )
  async signin(@Body() credentials: SigninDto, @Ip() ip: string): Promise<AuthResponse> {
    // Over the limits: 429 with Retry-After (TooManySignInAttempts, through the error filter).
    await this.loginLimiter.attempt(ip, credentials.email);
    const signedIn = await this.rpc.call(AuthPatterns.signin, {
      email: credentials.email,
      password: credentials.password,
    });
    await this.loginLimiter.succeeded(ip, credentials.email);
    return { token: signedIn.token, user: signedIn.user, message: AuthMessages.signedIn };
  }

  @Post('logout')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiHeader({ name: 'token', required: false, description: 'The access token (alternative)' })
  @ApiOperation({
    summary: 'Sign out: revoke this token on the server',
    description: `The token stops working at once on every gateway; other sessions stay signed in. ${TOKEN_PLACES}`,
  })
  @ApiBody({ type: TokenBodyDto, required: false })
  @ApiOkResponse({ type: MessageResponse })
  @ApiUnauthorizedResponse(error(401, AuthMessages.invalidToken))
  async logout(
    @CurrentUser() me: AuthenticatedUserRef,
    @Body() _body: TokenBodyDto,
  ): Promise<MessageResponse> {
    await this.tokens.signOut(me);
    return { message: AuthMessages.signedOut };
  }

  @Post('verify-email')
  @HttpCode(200)
  @RateLimit('AUTH_RATE_LIMIT')
  @ApiOperation({
    summary: 'Confirm the email address with the token from the mailed link',
    description:
      'Sign-up and an email change mail a link to `APP_URL/verify-email?token=...`; it works once, for an hour. ' +
      'Only a confirmed email lets a Google or GitHub sign-in link to the account.',
  })
  @ApiOkResponse({ type: MessageResponse })
  @ApiBadRequestResponse(error(400, AuthMessages.verificationInvalid))
  async verifyEmail(@Body() form: VerifyEmailDto): Promise<MessageResponse> {
    const { message } = await this.rpc.call(AuthPatterns.verifyEmail, {
      token: form.token,
    });
    return { message };
  }

  @Post('resend-verification')
  @HttpCode(200)
  @RateLimit('AUTH_RATE_LIMIT')
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiHeader({ name: 'token', required: false, description: 'The access token (alternative)' })
  @ApiOperation({
    summary: 'Mail a new confirmation link to the signed-in user',
    description: `At most one mail a minute. ${TOKEN_PLACES}`,
  })
  @ApiBody({ type: TokenBodyDto, required: false })
  @ApiOkResponse({ type: MessageResponse })
  @ApiUnauthorizedResponse(error(401, AuthMessages.invalidToken))
  async resendVerification(
    @CurrentUser() me: AuthenticatedUserRef,
    @Body() _body: TokenBodyDto,
  ): Promise<MessageResponse> {
    const { message } = await this.rpc.call(AuthPatterns.resendVerification, {
      userId: me.userId,
    });
    return { message };
  }

  @Post('user-profile')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiHeader({ name: 'token', required: false, description: 'The access token (alternative)' })
  @ApiOperation({ summary: "The signed-in user's profile", description: TOKEN_PLACES })
  @ApiBody({ type: TokenBodyDto, required: false })
  @ApiOkResponse({ type: AuthUser })
  @ApiUnauthorizedResponse(error(401, AuthMessages.invalidToken))
  profile(@CurrentUser() me: AuthenticatedUserRef, @Body() _body: TokenBodyDto): Promise<AuthUser> {
    return this.rpc.call(AuthPatterns.profile, { userId: me.userId });
  }

  @Post('user-profile-update')
  @HttpCode(200)
  // The token may be a field of the multipart body, so it is checked once multer has parsed it.
  @UseInterceptors(PhotoUpload(), AuthenticateAfterUpload)
  @ApiBearerAuth()
  @ApiHeader({ name: 'token', required: false, description: 'The access token (alternative)' })
  @ApiOperation({
    summary: "Update the signed-in user's profile (multipart, optional profilePhoto)",
    description: `${TOKEN_PLACES} Send currentPassword and newPassword to change the password; a new email also needs currentPassword (when the account has a password) and is unconfirmed until the link mailed to it is followed. Either change signs out other sessions and the answer carries a new token. Wrong current passwords are rate limited like sign-in.`,
  })
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiBody({ type: ProfileUpdateFormDto })
  @ApiOkResponse({ type: ProfileUpdateResponse })
  @ApiBadRequestResponse(error(400, AuthMessages.profilePhotoType))
  @ApiUnauthorizedResponse(error(401, AuthMessages.invalidToken))
  @ApiConflictResponse(error(409, AuthMessages.duplicateEmail))
  @ApiPayloadTooLargeResponse(error(413, AuthMessages.photoTooLarge))
  @ApiTooManyRequestsResponse(
    error(429, 'Too many sign-in attempts. Please try again in 15 minutes.'),
  )
  async updateProfile(
    @CurrentUser() me: AuthenticatedUserRef,
    @Body() form: ProfileUpdateDto,
    @Ip() ip: string,
    @UploadedFile() file?: Express.Multer.File,
  ): Promise<ProfileUpdateResponse> {
    const photo = await photoPayload(this.rpc, file, 'profile');
    // A current password is a guess like a sign-in's: a stolen token must not make guessing free.
    const account = `user:${me.userId}`;
    if (form.currentPassword !== undefined) await this.loginLimiter.attempt(ip, account);
    // Only the user id from the verified token says whose profile changes; no id in the body counts.
    const updated = await this.rpc.call(AuthPatterns.updateProfile, {
      userId: me.userId,
      firstname: form.firstname,
      lastname: form.lastname,
      email: form.email,
      currentPassword: form.currentPassword,
      newPassword: form.newPassword,
      photo,
    });
    if (form.currentPassword !== undefined) await this.loginLimiter.succeeded(ip, account);
    if (!updated.sessionsRevoked) {
      return { user: updated.user, message: AuthMessages.profileUpdated };
    }
    await this.tokens.revoked(me.userId, updated.tokenVersion);
    return {
      user: updated.user,
      message: AuthMessages.profileUpdated,
      token: updated.token,
    };
  }

  @Post('forgot-password')
  @HttpCode(200)
  @RateLimit('AUTH_RATE_LIMIT')
  @ApiOperation({
    summary: 'Mail a password reset link',
    description: 'Answers the same whether or not an account has this email.',
  })
  @ApiOkResponse({ type: MessageResponse })
  async forgotPassword(@Body() form: ForgotPasswordDto): Promise<MessageResponse> {
    const { message } = await this.rpc.call(AuthPatterns.forgotPassword, {
      email: form.email,
    });
    return { message };
  }

  @Post('reset-password')
  @HttpCode(200)
  @RateLimit('AUTH_RATE_LIMIT')
  @ApiOperation({
    summary: 'Set a new password with the token from the reset link',
    description: 'The token works once; every earlier session is signed out.',
  })
  @ApiOkResponse({ type: MessageResponse })
  @ApiBadRequestResponse(error(400, AuthMessages.resetInvalid))
  async resetPassword(@Body() form: ResetPasswordDto): Promise<MessageResponse> {
    if (form.confirmPassword !== undefined && form.confirmPassword !== form.newPassword) {
      throw new BadRequestException(AuthMessages.passwordsDoNotMatch);
    }
    const done = await this.rpc.call(AuthPatterns.resetPassword, {
      token: form.token,
      newPassword: form.newPassword,
    });
    await this.tokens.revoked(done.userId, done.tokenVersion);
    return { message: done.message };
  }

  @Delete('delete-account')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Permanently delete the signed-in account',
    description: `Deletes the user, photo and linked sign-ins, revokes every token and emits user.deleted. The body carries the account's password; an account without one (made through Google or GitHub) needs a token from a sign-in of the last 10 minutes instead. Wrong passwords are rate limited like sign-in. ${TOKEN_PLACES}`,
  })
  @ApiBody({ type: DeleteAccountDto, required: false })
  @ApiOkResponse({ type: MessageResponse })
  @ApiBadRequestResponse(error(400, AuthMessages.deletePasswordWrong))
  @ApiUnauthorizedResponse(error(401, AuthMessages.invalidToken))
  @ApiForbiddenResponse(error(403, AuthMessages.deleteNeedsFreshSignIn))
  async deleteAccount(
    @CurrentUser() me: AuthenticatedUserRef,
    @Body() form: DeleteAccountDto,
    @Ip() ip: string,
  ): Promise<MessageResponse> {
    // A password here is a guess like a sign-in's: a stolen token must not make guessing free.
    const account = `user:${me.userId}`;
    if (form.password !== undefined) await this.loginLimiter.attempt(ip, account);
    const deleted = await this.rpc.call(AuthPatterns.deleteAccount, {
      userId: me.userId,
      password: form.password,
      signedInAt: me.issuedAt,
    });
    if (form.password !== undefined) await this.loginLimiter.succeeded(ip, account);
    await this.tokens.revoked(me.userId, null);
    return { message: deleted.message };
  }

  @Get('photo/:id')
  @ApiOperation({
    summary: 'A profile photo',
    description:
      'The URL a user object gives as profilephoto. Browsers revalidate it on every use (ETag), so it is gone once the account is deleted.',
  })
  @ApiProduces('image/jpeg', 'image/png')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse(error(404, AuthMessages.photoNotFound))
  async photo(@Param('id') id: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    if (!isUuid(id)) throw new NotFoundException(AuthMessages.photoNotFound);
    // Looked up even when the browser holds a copy, so a deleted account's photo stops at once
    // (404); shared caches never keep it, and browsers keep it only to revalidate.
    const photo = await this.rpc.call(AuthPatterns.photo, { id });
    const etag = `"${id}"`;
    res.setHeader('ETag', etag);
    res.setHeader('Cache-Control', 'private, no-cache');
    // <img> tags of the dev server (another origin) may load it; the id is unguessable.
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    res.setHeader('Last-Modified', new Date(photo.createdAt).toUTCString());
    // A photo never changes under its id: a copy the browser holds is still right.
    if (req.headers['if-none-match'] === etag) {
      res.status(304).end();
      return;
    }
    res.type(photo.contentType).send(Buffer.from(photo.data, 'base64'));
  }
}
