import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  AccountDeleted,
  AuthPatterns,
  AuthUser,
  DeleteAccountRequest,
  ForgotPasswordRequest,
  LinkCodeRequest,
  LinkConfirmed,
  LinkPreview,
  LinkTicketRequest,
  LoginCodeIssued,
  LoginCodeRedeemed,
  LoginCodeRequest,
  OAuthSignInRequest,
  PasswordResetDone,
  PhotoData,
  PhotoPayload,
  PendingLinkIssued,
  PhotoRequest,
  ProposeLinkRequest,
  ProfileChanged,
  RedeemLoginCodeRequest,
  ReencodePhotoRequest,
  ReminderMailRequest,
  ResetPasswordRequest,
  SessionRequest,
  SessionState,
  SignedIn,
  SigninRequest,
  SignOutRequest,
  SignupReceived,
  SignupRequest,
  UpdateProfileRequest,
  UserIdRequest,
  VerifyEmailRequest,
} from '@sentilog/contracts';
import { ConcurrencyLimit, TypedMessagePattern } from '@sentilog/platform';
import { AccountLinksService } from './account-links.service';
import { AuthService } from './auth.service';
import { EmailVerificationService } from './email-verification.service';
import { OAuthCodesService } from './oauth-codes.service';
import { PasswordResetService } from './password-reset.service';
import { reencodeUpload } from './reencode-photo';
import { ReminderMailService } from './reminder-mail.service';

/**
 * Photos this process decodes at once. A photo of PHOTO_MAX_INPUT_PIXELS decodes to about 100 MB,
 * and the transport hands a replica up to 16 requests together: two at a time keeps the service
 * inside its memory limit (the others wait their turn; sharp uses every core for each anyway).
 */
const photoDecodes = new ConcurrencyLimit(2);
import { SessionsService } from './sessions.service';
import { TokenIssuer } from './token-issuer';

@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly reset: PasswordResetService,
    private readonly verification: EmailVerificationService,
    private readonly sessions: SessionsService,
    private readonly tokens: TokenIssuer,
    private readonly oauthCodes: OAuthCodesService,
    private readonly reminderMail: ReminderMailService,
    private readonly links: AccountLinksService,
  ) {}

  /** The journal's daily reminder, mailed to the account's confirmed address. */
  @TypedMessagePattern(AuthPatterns.reminderMail)
  mailReminder(@Payload() request: ReminderMailRequest): Promise<{ sent: boolean }> {
    return this.reminderMail.send(request);
  }

  @TypedMessagePattern(AuthPatterns.signup)
  signup(@Payload() request: SignupRequest): Promise<SignupReceived> {
    return this.auth.signup(request);
  }

  @TypedMessagePattern(AuthPatterns.signin)
  async signin(@Payload() request: SigninRequest): Promise<SignedIn> {
    const signedIn = await this.auth.signin(request);
    return { ...signedIn, token: this.tokens.sign(signedIn.user.id, signedIn.tokenVersion) };
  }

  @TypedMessagePattern(AuthPatterns.session)
  session(@Payload() request: SessionRequest): Promise<SessionState> {
    return this.sessions.session(request);
  }

  @TypedMessagePattern(AuthPatterns.signOut)
  signOut(@Payload() request: SignOutRequest): Promise<{ signedOut: true }> {
    return this.sessions.signOut(request);
  }

  @TypedMessagePattern(AuthPatterns.profile)
  profile(@Payload() request: UserIdRequest): Promise<AuthUser> {
    return this.auth.profile(request.userId);
  }

  @TypedMessagePattern(AuthPatterns.updateProfile)
  async updateProfile(@Payload() request: UpdateProfileRequest): Promise<ProfileChanged> {
    const updated = await this.auth.updateProfile(request);
    if (!updated.sessionsRevoked) return updated;
    return { ...updated, token: this.tokens.sign(request.userId, updated.tokenVersion) };
  }

  @TypedMessagePattern(AuthPatterns.photo)
  photo(@Payload() request: PhotoRequest): Promise<PhotoData> {
    return this.auth.photo(request.id);
  }

  @TypedMessagePattern(AuthPatterns.reencodePhoto)
  reencodePhoto(@Payload() request: ReencodePhotoRequest): Promise<PhotoPayload> {
    return photoDecodes.run(() => reencodeUpload(request));
  }

  @TypedMessagePattern(AuthPatterns.forgotPassword)
  forgotPassword(@Payload() request: ForgotPasswordRequest): Promise<{ message: string }> {
    return this.reset.forgotPassword(request);
  }

  @TypedMessagePattern(AuthPatterns.resetPassword)
  resetPassword(@Payload() request: ResetPasswordRequest): Promise<PasswordResetDone> {
    return this.reset.resetPassword(request);
  }

  @TypedMessagePattern(AuthPatterns.verifyEmail)
  verifyEmail(@Payload() request: VerifyEmailRequest): Promise<{ message: string }> {
    return this.verification.verify(request);
  }

  @TypedMessagePattern(AuthPatterns.resendVerification)
  resendVerification(@Payload() request: UserIdRequest): Promise<{ message: string }> {
    return this.auth.resendVerification(request.userId);
  }

  @TypedMessagePattern(AuthPatterns.oauthSignIn)
  async oauthSignIn(@Payload() request: OAuthSignInRequest): Promise<SignedIn> {
    const signedIn = await this.auth.oauthSignIn(request);
    return { ...signedIn, token: this.tokens.sign(signedIn.user.id, signedIn.tokenVersion) };
  }

  @TypedMessagePattern(AuthPatterns.oauthLinkTicket)
  oauthLinkTicket(@Payload() request: LinkTicketRequest): Promise<{ ticket: string }> {
    return this.links.issueTicket(request);
  }

  @TypedMessagePattern(AuthPatterns.oauthProposeLink)
  oauthProposeLink(@Payload() request: ProposeLinkRequest): Promise<PendingLinkIssued> {
    return this.links.propose(request);
  }

  @TypedMessagePattern(AuthPatterns.oauthPreviewLink)
  oauthPreviewLink(@Payload() request: LinkCodeRequest): Promise<LinkPreview> {
    return this.links.preview(request);
  }

  @TypedMessagePattern(AuthPatterns.oauthConfirmLink)
  oauthConfirmLink(@Payload() request: LinkCodeRequest): Promise<LinkConfirmed> {
    return this.links.confirm(request);
  }

  @TypedMessagePattern(AuthPatterns.oauthLoginCode)
  oauthLoginCode(@Payload() request: LoginCodeRequest): Promise<LoginCodeIssued> {
    return this.oauthCodes.issueLoginCode(request);
  }

  @TypedMessagePattern(AuthPatterns.oauthRedeemLoginCode)
  oauthRedeemLoginCode(@Payload() request: RedeemLoginCodeRequest): Promise<LoginCodeRedeemed> {
    return this.oauthCodes.redeemLoginCode(request);
  }

  @TypedMessagePattern(AuthPatterns.deleteAccount)
  deleteAccount(@Payload() request: DeleteAccountRequest): Promise<AccountDeleted> {
    return this.auth.deleteAccount(request);
  }
}
