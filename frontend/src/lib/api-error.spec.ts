import { httpError, networkError } from '../testing/test-utils';
import {
  authFailureMessage,
  authMissingTokenMessage,
  contactResultMessage,
  deleteAccountFailureMessage,
  demoFailureMessage,
  fileAnalysisFailedMessage,
  signInRedirectErrorMessage,
  oauthExchangeErrorMessage,
  oauthFailureMessage,
  oauthProviderErrorMessage,
  passwordFlowMessage,
  profileUpdateFailedMessage,
  rateLimitMessage,
} from './api-error';

describe('API error messages', () => {
  it('login and signup: server message, else the status, else Network error', () => {
    expect(
      authFailureMessage(
        'Login',
        httpError(401, { error: 'Invalid email or password', statusCode: 401 }),
      ),
    ).toBe('Invalid email or password');
    expect(authFailureMessage('Login', httpError(500))).toBe('Login failed with status 500');
    expect(authFailureMessage('Signup', httpError(502, '<html>'))).toBe(
      'Signup failed with status 502',
    );
    expect(authFailureMessage('Signup', networkError())).toBe('Network error');
    expect(authMissingTokenMessage('Login', 200, {})).toBe('Login failed with status 200');
    expect(authMissingTokenMessage('Signup', 200, { message: 'Check your inbox' })).toBe(
      'Check your inbox',
    );
  });

  it("forgot and reset: server message, else 'Something went wrong'", () => {
    expect(
      passwordFlowMessage(httpError(400, { error: 'This reset link is invalid or has expired' })),
    ).toBe('This reset link is invalid or has expired');
    expect(passwordFlowMessage(httpError(500))).toBe('Something went wrong');
    expect(passwordFlowMessage(networkError())).toBe('Something went wrong');
  });

  it("OAuth: message, else error, else 'Authentication failed'; exceptions are prefixed", () => {
    expect(oauthFailureMessage({ message: 'Linked', error: 'x' })).toBe('Linked');
    expect(oauthFailureMessage({ error: 'Invalid state' })).toBe('Invalid state');
    expect(oauthFailureMessage(undefined)).toBe('Authentication failed');
    expect(oauthExchangeErrorMessage(httpError(400, { error: 'Invalid state' }))).toBe(
      'Invalid state',
    );
    expect(oauthExchangeErrorMessage(networkError())).toBe('Authentication error: Network Error');
  });

  it("login redirect: known codes in this app's words, anything else generic", () => {
    expect(signInRedirectErrorMessage('provider-not-configured', 'google')).toBe(
      'Google sign-in is not configured',
    );
    expect(signInRedirectErrorMessage('provider-not-configured', 'github')).toBe(
      'GitHub sign-in is not configured',
    );
    expect(signInRedirectErrorMessage('provider-not-configured', 'Evil text')).toBe(
      'This sign-in option is not available.',
    );
    expect(signInRedirectErrorMessage('provider-not-configured', 'constructor')).toBe(
      'This sign-in option is not available.',
    );
    expect(signInRedirectErrorMessage('provider-not-configured', null)).toBe(
      'This sign-in option is not available.',
    );
    expect(signInRedirectErrorMessage('Your account is locked, call us', 'google')).toBe(
      'Sign-in failed. Please try again.',
    );
  });

  it('sign-in redirect codes: each in its own words, with the provider when it is a known one', () => {
    expect(signInRedirectErrorMessage('invalid-state', 'github')).toBe(
      'Invalid OAuth state. Please try signing in again.',
    );
    expect(signInRedirectErrorMessage('provider-denied', 'google')).toBe(
      'Google sign-in was cancelled or not allowed.',
    );
    expect(signInRedirectErrorMessage('no-verified-email', 'github')).toBe(
      'Your GitHub account has no verified email address',
    );
    expect(signInRedirectErrorMessage('link-refused', 'github')).toMatch(
      /^An account with this email already exists, .* then sign in with GitHub again\.$/,
    );
    expect(signInRedirectErrorMessage('already-linked', 'google')).toBe(
      'This Google account is already linked to another SentiLog account.',
    );
    expect(signInRedirectErrorMessage('confirm-email-first', 'github')).toBe(
      'Please confirm your email address before linking a GitHub account: ' +
        'follow the link we emailed you, then try again.',
    );
    expect(signInRedirectErrorMessage('link-expired', null)).toBe(
      'This link request has expired. Please try again from your profile.',
    );
    expect(signInRedirectErrorMessage('unavailable', 'google')).toBe(
      'Sign-in is unavailable right now. Please try again in a moment.',
    );
  });

  it("the callback page: OAuth 2's own codes as they are, the gateway's in words, anything else generic", () => {
    expect(oauthProviderErrorMessage('access_denied', null)).toBe('OAuth Error: access_denied');
    expect(oauthProviderErrorMessage('no-verified-email', 'google')).toBe(
      'OAuth Error: Your Google account has no verified email address',
    );
    expect(oauthProviderErrorMessage('Your account is locked. Call +1 555 0100', 'github')).toBe(
      'OAuth Error: Sign-in failed. Please try again.',
    );
  });

  it("profile update failure: 'Profile update failed: {error}.', never pointing at the console", () => {
    expect(
      profileUpdateFailedMessage(
        httpError(409, { error: 'An account with this email already exists' }),
      ),
    ).toBe('Profile update failed: An account with this email already exists.');
    expect(profileUpdateFailedMessage(networkError())).toBe(
      'Profile update failed: Network Error.',
    );
    expect(profileUpdateFailedMessage(httpError(400, { error: 'Name is required.' }))).toBe(
      'Profile update failed: Name is required.',
    );
  });

  it("any 429: the server's message (how long to wait), else a generic wait message", () => {
    const wait = { error: 'Too many sign-in attempts. Please try again in 15 minutes.' };
    expect(profileUpdateFailedMessage(httpError(429, wait))).toBe(wait.error);
    expect(deleteAccountFailureMessage(httpError(429, wait))).toBe(wait.error);
    expect(contactResultMessage({ status: 429, body: wait })).toBe(wait.error);
    expect(demoFailureMessage(httpError(429, wait))).toBe(wait.error);
    expect(passwordFlowMessage(httpError(429, wait))).toBe(wait.error);
    expect(rateLimitMessage(429, undefined)).toBe(
      'Too many requests. Please wait a minute and try again.',
    );
    expect(rateLimitMessage(400, wait)).toBeUndefined();
  });

  it("landing demo: the server's words for 413 and 429, busy for 503, else 'Failed to analyze sentiment'", () => {
    const tooLong = { error: 'Text is too long. The maximum is 100,000 characters.' };
    expect(demoFailureMessage(httpError(413, tooLong))).toBe(tooLong.error);
    const busy = 'The analyzer is busy right now. Please try again in a few seconds.';
    expect(demoFailureMessage(httpError(503, { error: 'analysis service unavailable' }))).toBe(
      busy,
    );
    expect(demoFailureMessage(httpError(500, { error: 'Internal server error' }))).toBe(
      'Failed to analyze sentiment',
    );
    expect(demoFailureMessage(networkError())).toBe('Failed to analyze sentiment');
  });

  it('delete account: refusal versus exception', () => {
    expect(deleteAccountFailureMessage(httpError(401))).toBe('Failed to delete account.');
    expect(deleteAccountFailureMessage(networkError())).toBe('An error occurred.');
  });

  it('contact: 200, another status, no answer', () => {
    expect(contactResultMessage({ status: 200 })).toBe('Form submitted');
    expect(contactResultMessage({ status: 400 })).toBe('Something went wrong');
    expect(contactResultMessage('network-failure')).toBe('Error sending message');
  });

  it("file analysis: the server's error, else the message, else the fallback", () => {
    expect(fileAnalysisFailedMessage(httpError(415, { error: 'Unsupported file type' }))).toBe(
      'Unsupported file type',
    );
    expect(fileAnalysisFailedMessage(new Error('boom'))).toBe('boom');
    expect(fileAnalysisFailedMessage(new Error(''))).toBe('Failed to analyze file.');
  });
});
