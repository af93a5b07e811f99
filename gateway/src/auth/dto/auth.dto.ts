// The auth API's request and answer classes are the contracts' own, documented there for the
// OpenAPI document; these are the names the auth controllers import them by.
export {
  AuthResponse as AuthResponseDto,
  ForgotPasswordDto,
  MessageResponse as MessageResponseDto,
  OAuthCallbackDto,
  OAuthCallbackResponse as OAuthCallbackResponseDto,
  OAuthProvidersResponse as OAuthProvidersResponseDto,
  ProfileUpdateDto,
  ProfileUpdateFormDto,
  ProfileUpdateResponse as ProfileUpdateResponseDto,
  ResetPasswordDto,
  SigninDto,
  SignupDto,
  SignupFormDto,
  TokenBodyDto,
  AuthUser as UserDto,
  VerifyEmailDto,
} from '@sentilog/contracts';
