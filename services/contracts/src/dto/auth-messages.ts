/** The sentences the auth routes answer with, for the services and the gateway alike. */
export const AuthMessages = {
  signedUp: 'Signed up successfully',
  /**
   * Sign-up's one answer, whether or not the address already had an account (its owner gets a
   * mail saying someone tried); a new account then opens with a sign-in.
   */
  signupReceived:
    'Thanks for signing up. We have sent a message to this address; if it already has an account, sign in or reset your password instead.',
  signedIn: 'Signed in successfully',
  duplicateEmail: 'An account with this email already exists',
  /** One message for an unknown email and a wrong password, so neither is revealed. */
  invalidCredentials: 'Invalid email or password',
  signupPhotoType: 'Only JPEG or PNG files are allowed.',
  profilePhotoType: 'Only JPEG or PNG images are allowed.',
  photoTooLarge: 'File size must be less than 15MB.',
  /** Always the answer to forgot-password, whether or not the account exists. */
  resetLinkSent: 'If an account exists for this email, a password reset link has been sent.',
  resetDone: 'Your password has been reset. Please log in with your new password.',
  resetInvalid: 'This reset link is invalid or has expired',
  passwordsDoNotMatch: 'Passwords do not match',
  currentPasswordRequired: 'currentPassword is required to change the password',
  currentPasswordWrong: 'Current password is incorrect',
  currentPasswordRequiredForEmail: 'currentPassword is required to change the email',
  /** The answer to POST /api/auth/resend-verification for an address not yet confirmed. */
  verificationSent: 'A confirmation link has been sent to your email address.',
  alreadyVerified: 'Your email address is already confirmed.',
  emailVerified: 'Your email address has been confirmed.',
  verificationInvalid: 'This confirmation link is invalid or has expired',
  signedOut: 'Signed out successfully',
  /** The one-time code of an OAuth redirect was unknown, used or older than a minute. */
  oauthCodeInvalid: 'This sign-in has expired or was already used. Please sign in again.',
  /** A link to confirm was unknown, used, older than ten minutes or another browser's. */
  linkRequestInvalid:
    'This link request has expired or was started in another browser. Start again from your profile page.',
  /** A link to confirm was started by another account than the one signed in now. */
  linkOtherAccount:
    'This link was started from another SentiLog account. Sign in to that account to finish it, or start again from your profile page.',
  profileUpdated: 'Profile updated successfully',
  accountDeleted: 'Your account has been deleted successfully.',
  /** Deleting an account with a password asks for it, as a change of password does. */
  deletePasswordRequired: 'Enter your password to delete your account.',
  deletePasswordWrong: 'That password is not right, so your account was not deleted.',
  /** An account without a password proves it is its owner by a fresh sign-in with its provider. */
  deleteNeedsFreshSignIn:
    'To delete your account, sign in again with Google or GitHub first; then delete it within 10 minutes.',
  authenticationRequired: 'Authentication required',
  invalidToken: 'Invalid or expired token',
  userNotFound: 'User not found',
  photoNotFound: 'Photo not found',
} as const;
