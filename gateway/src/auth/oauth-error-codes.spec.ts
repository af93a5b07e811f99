import { oauthErrorCode } from './oauth-error-codes';

describe('oauthErrorCode', () => {
  it.each([
    ['Invalid OAuth state. Please try signing in again.', 403, 'invalid-state'],
    ['Your GitHub account has no verified email address', 400, 'no-verified-email'],
    ['This GitHub account is already linked to another SentiLog account.', 409, 'already-linked'],
    ['auth service unavailable', 503, 'unavailable'],
    ['Invalid or expired token', 401, 'sign-in-failed'],
    ['<b>Anything else</b> a provider said', 401, 'sign-in-failed'],
  ])('%j (%i) is %s', (error, statusCode, code) => {
    expect(oauthErrorCode('github', { error, statusCode })).toBe(code);
  });

  it("the provider's sentence for another provider is not a match", () => {
    expect(
      oauthErrorCode('google', {
        error: 'Your GitHub account has no verified email address',
        statusCode: 400,
      }),
    ).toBe('sign-in-failed');
  });

  it('a code set by the guard wins', () => {
    expect(
      oauthErrorCode('google', {
        error: 'The user said no',
        statusCode: 401,
        code: 'provider-denied',
      }),
    ).toBe('provider-denied');
  });
});
