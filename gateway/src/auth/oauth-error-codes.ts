import {
  AuthMessages,
  oauthAlreadyLinkedMessage,
  oauthLinkNeedsConfirmedEmailMessage,
  oauthLinkRefusedMessage,
  oauthNoVerifiedEmailMessage,
  OAuthProvider,
} from '@sentilog/contracts';
import { INVALID_STATE_MESSAGE } from './oauth-state.store';
import { PROVIDER_NAMES } from './oauth.strategies';

/**
 * What the browser redirects to the app (`/login?error=`, `/oauth-callback?error=`) carry instead
 * of a sentence: a code the app turns into its own text. A sentence taken from the address would
 * let anyone send a link that shows a visitor words of their choosing on this site; the app shows
 * a generic text for a code it does not know. The code exchange (JSON) keeps the sentences.
 */
export type OAuthErrorCode =
  | 'provider-not-configured'
  | 'invalid-state'
  | 'provider-denied'
  | 'no-verified-email'
  | 'link-refused'
  | 'already-linked'
  | 'confirm-email-first'
  | 'link-expired'
  | 'unavailable'
  | 'sign-in-failed';

/** The code for a failed sign-in, from the sentence and status the guard left in `req.user`. */
export function oauthErrorCode(
  provider: OAuthProvider,
  failure: { error: string; statusCode: number; code?: OAuthErrorCode },
): OAuthErrorCode {
  if (failure.code) return failure.code;
  const name = PROVIDER_NAMES[provider];
  const bySentence = new Map<string, OAuthErrorCode>([
    [INVALID_STATE_MESSAGE, 'invalid-state'],
    [oauthNoVerifiedEmailMessage(name), 'no-verified-email'],
    [oauthLinkRefusedMessage(name), 'link-refused'],
    [oauthAlreadyLinkedMessage(name), 'already-linked'],
    [oauthLinkNeedsConfirmedEmailMessage(name), 'confirm-email-first'],
    [AuthMessages.linkRequestInvalid, 'link-expired'],
  ]);
  const known = bySentence.get(failure.error);
  if (known) return known;
  return failure.statusCode === 503 ? 'unavailable' : 'sign-in-failed';
}
