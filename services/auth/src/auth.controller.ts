import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AccountDeleted,
  AuthenticatedUser,
  AuthPatterns,
  AuthUser,
  ForgotPasswordRequest,
  OAuthSignInRequest,
  PasswordResetDone,
  PhotoData,
  PhotoRequest,
  ProfileUpdated,
  ResetPasswordRequest,
  SessionRequest,
  SessionState,
  SigninRequest,
  SignOutRequest,
  SignupReceived,
  SignupRequest,
  UpdateProfileRequest,
  UserIdRequest,
  VerifyEmailRequest,
} from '@sentilog/contracts';
import { AuthService } from './auth.service';
import { EmailVerificationService } from './email-verification.service';
import { PasswordResetService } from './password-reset.service';
import { SessionsService } from './sessions.service';

@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly reset: PasswordResetService,
    private readonly verification: EmailVerificationService,
    private readonly sessions: SessionsService,
  ) {}

  @MessagePattern(AuthPatterns.signup)
  signup(@Payload() request: SignupRequest): Promise<SignupReceived> {
    return this.auth.signup(request);
  }

  @MessagePattern(AuthPatterns.signin)
  signin(@Payload() request: SigninRequest): Promise<AuthenticatedUser> {
    return this.auth.signin(request);
  }

  @MessagePattern(AuthPatterns.session)
  session(@Payload() request: SessionRequest): Promise<SessionState> {
    return this.sessions.session(request);
  }

  @MessagePattern(AuthPatterns.signOut)
  signOut(@Payload() request: SignOutRequest): Promise<{ signedOut: true }> {
    return this.sessions.signOut(request);
  }

  @MessagePattern(AuthPatterns.profile)
  profile(@Payload() request: UserIdRequest): Promise<AuthUser> {
    return this.auth.profile(request.userId);
  }

  @MessagePattern(AuthPatterns.updateProfile)
  updateProfile(@Payload() request: UpdateProfileRequest): Promise<ProfileUpdated> {
    return this.auth.updateProfile(request);
  }

  @MessagePattern(AuthPatterns.photo)
  photo(@Payload() request: PhotoRequest): Promise<PhotoData> {
    return this.auth.photo(request.id);
  }

  @MessagePattern(AuthPatterns.forgotPassword)
  forgotPassword(@Payload() request: ForgotPasswordRequest): Promise<{ message: string }> {
    return this.reset.forgotPassword(request);
  }

  @MessagePattern(AuthPatterns.resetPassword)
  resetPassword(@Payload() request: ResetPasswordRequest): Promise<PasswordResetDone> {
    return this.reset.resetPassword(request);
  }

  @MessagePattern(AuthPatterns.verifyEmail)
  verifyEmail(@Payload() request: VerifyEmailRequest): Promise<{ message: string }> {
    return this.verification.verify(request);
  }

  @MessagePattern(AuthPatterns.resendVerification)
  resendVerification(@Payload() request: UserIdRequest): Promise<{ message: string }> {
    return this.auth.resendVerification(request.userId);
  }

  @MessagePattern(AuthPatterns.oauthSignIn)
  oauthSignIn(@Payload() request: OAuthSignInRequest): Promise<AuthenticatedUser> {
    return this.auth.oauthSignIn(request);
  }

  @MessagePattern(AuthPatterns.deleteAccount)
  deleteAccount(@Payload() request: UserIdRequest): Promise<AccountDeleted> {
    return this.auth.deleteAccount(request.userId);
  }
}
