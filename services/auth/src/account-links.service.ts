import { Injectable } from '@nestjs/common';
import {
  AuthMessages,
  LinkCodeRequest,
  LinkConfirmed,
  LinkPreview,
  LinkTicketRequest,
  OAuthProvider,
  PendingLinkIssued,
  ProposeLinkRequest,
} from '@sentilog/contracts';
import { serviceError } from '@sentilog/platform';
import { randomBytes } from 'node:crypto';
import { AuthRedis } from './auth-redis';
import { AuthService } from './auth.service';
import { sameSecret } from './oauth-codes.service';
import { OneTimeValues } from './one-time-values';
import { TokenIssuer } from './token-issuer';

/**
 * A link ticket lives in a cookie of the browser that asked for it, through the provider's
 * sign-in (passwords, two factors): as long as the sign-in's own state cookie.
 */
export const LINK_TICKET_TTL_MS = 10 * 60 * 1000;
/** A link waits this long for the person to look at it and confirm it. */
export const PENDING_LINK_TTL_MS = 10 * 60 * 1000;

interface LinkTicket {
  userId: string;
  provider: OAuthProvider;
}

interface PendingLink {
  userId: string;
  provider: OAuthProvider;
  providerUserId: string;
  email?: string;
  providerAccount: string | null;
  /** The value of the browser's cookie when the link was proposed. */
  browser: string;
}

/**
 * Linking a Google or GitHub account to a signed-in account (RFC 6749 §10.12, OWASP ASVS V3), in
 * three steps that only the browser and the account that asked can take:
 *
 * 1. the signed-in page asks (`issueTicket`); the gateway keeps the ticket in an HTTP-only,
 *    signed, SameSite cookie of that browser, never in an address that could be sent to someone;
 * 2. the provider's sign-in comes back to the gateway with that cookie (`propose`): the ticket is
 *    spent, the rules are checked, and the link waits behind a code and a new browser secret,
 *    which the gateway puts in another cookie;
 * 3. the page shows which provider account goes into which SentiLog account (`preview`) and the
 *    person confirms (`confirm`): only with that browser's cookie and the same account's token.
 *
 * Redis keeps only digests of the ticket and the code, and reading spends them, on any replica.
 */
@Injectable()
export class AccountLinksService {
  private readonly tickets: OneTimeValues<LinkTicket>;
  private readonly pending: OneTimeValues<PendingLink>;

  constructor(
    redis: AuthRedis,
    private readonly auth: AuthService,
    private readonly tokens: TokenIssuer,
  ) {
    this.tickets = new OneTimeValues(redis, 'oauth-link-ticket', LINK_TICKET_TTL_MS);
    this.pending = new OneTimeValues(redis, 'oauth-pending-link', PENDING_LINK_TTL_MS);
  }

  async issueTicket(request: LinkTicketRequest): Promise<{ ticket: string }> {
    return {
      ticket: await this.tickets.issue({ userId: request.userId, provider: request.provider }),
    };
  }

  /** Step 2: spends the ticket and keeps the link waiting for the person's confirmation. */
  async propose(request: ProposeLinkRequest): Promise<PendingLinkIssued> {
    const ticket = await this.tickets.redeem(request.ticket);
    if (!ticket || ticket.provider !== request.provider) {
      throw serviceError(400, AuthMessages.linkRequestInvalid);
    }
    await this.auth.checkExplicitLink(request, ticket.userId);
    const browser = randomBytes(16).toString('base64url');
    const code = await this.pending.issue({
      userId: ticket.userId,
      provider: request.provider,
      providerUserId: request.providerUserId,
      email: request.email,
      providerAccount: request.providerAccount ?? null,
      browser,
    });
    return { code, browser };
  }

  /** Step 3, looking: what would be linked to which account. The code stays. */
  async preview(request: LinkCodeRequest): Promise<LinkPreview> {
    const link = await this.waiting(request);
    const account = await this.auth.profile(link.userId);
    return {
      provider: link.provider,
      providerAccount: link.providerAccount,
      account: { email: account.email },
    };
  }

  /** Step 3, confirming: links, once, and signs a token (earlier ones are revoked). */
  async confirm(request: LinkCodeRequest): Promise<LinkConfirmed> {
    await this.waiting(request);
    const link = await this.pending.redeem(request.code);
    if (!link) throw serviceError(400, AuthMessages.linkRequestInvalid);
    const linked = await this.auth.linkExplicitly(link, link.userId);
    return {
      ...linked,
      token: this.tokens.sign(linked.user.id, linked.tokenVersion),
      provider: link.provider,
    };
  }

  /** The waiting link, if this browser and this account may see it. */
  private async waiting(request: LinkCodeRequest): Promise<PendingLink> {
    const link = await this.pending.peek(request.code);
    if (!link || !sameSecret(request.browser, link.browser)) {
      throw serviceError(400, AuthMessages.linkRequestInvalid);
    }
    if (link.userId !== request.userId) throw serviceError(403, AuthMessages.linkOtherAccount);
    return link;
  }
}
