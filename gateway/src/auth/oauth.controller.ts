import {
  BadRequestException,
  Body,
  Controller,
  Get,
  HttpCode,
  HttpException,
  Inject,
  NotFoundException,
  Param,
  Post,
  Req,
  Res,
  ServiceUnavailableException,
  UnauthorizedException,
  UseGuards,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiForbiddenResponse,
  ApiFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import {
  AuthMessages,
  AuthPatterns,
  LinkCodeDto,
  LinkPreview,
  OAUTH_PROVIDERS,
  OAuthCallbackDto,
  OAuthCallbackResponse,
  OAuthProvider,
  OAuthProvidersResponse,
  oauthLinkedMessage,
  SignedIn,
} from '@sentilog/contracts';
import type { Request, Response } from 'express';
import { RateLimit } from '../common/rate-limit';
import { GATEWAY_CONFIG, GatewayConfig } from '../config';
import { CurrentUser, JwtAuthGuard } from './jwt-auth.guard';
import {
  LINK_CONFIRM_COOKIE,
  linkConfirmCookieOptions,
  LOGIN_CODE_COOKIE,
  loginCodeCookieOptions,
  setLinkCookie,
} from './auth-cookies';
import { bearerToken } from '../common/bearer-token';
import { OAuthErrorCode, oauthErrorCode } from './oauth-error-codes';
import { INVALID_STATE_MESSAGE } from './oauth-state.store';
import {
  GitHubOAuthGuard,
  GoogleOAuthGuard,
  isOAuthFailure,
  isPendingLink,
  OAuthCodeGuard,
  OAuthOutcome,
} from './oauth.guard';
import {
  configuredProviders,
  notConfiguredMessage,
  oauthConfigured,
  PROVIDER_NAMES,
} from './oauth.strategies';
import { RpcService } from '../rpc/rpc.service';
import { AuthenticatedUserRef, TokenVerifier } from './token-verifier';

/** The redirect's error code for a provider that is not configured (see OAuthErrorCode). */
const PROVIDER_NOT_CONFIGURED: OAuthErrorCode = 'provider-not-configured';

const start = (provider: OAuthProvider) => [
  ApiOperation({
    summary: `Start ${PROVIDER_NAMES[provider]} sign-in (browser navigation)`,
    description:
      'Redirects to the provider with a state bound to this browser by a signed cookie. With ' +
      '`callback=app` the provider returns to `APP_URL/oauth-callback` with a code for ' +
      'POST /api/auth/oauth/callback instead of to the gateway. Without a client id it ' +
      `redirects to \`APP_URL/login?error=${PROVIDER_NOT_CONFIGURED}&provider=${provider}\`.`,
  }),
  ApiQuery({ name: 'callback', required: false, enum: ['app'] }),
  ApiFoundResponse({ description: 'To the provider, or to the login page with an error' }),
];

const callback = (provider: OAuthProvider) => [
  ApiOperation({
    summary: `${PROVIDER_NAMES[provider]} returns here after sign-in`,
    description:
      'Links or creates the account, then redirects to `APP_URL/oauth-callback?code=...&provider=...` ' +
      'with a one-time code (valid for a minute, in this browser only) that POST ' +
      '/api/auth/oauth/callback exchanges for the token; for a link this browser asked for (POST ' +
      '/api/auth/link/:provider), links nothing yet and redirects with `link=<code>` for the ' +
      'confirmation; or with `error=<code>` (invalid-state, provider-denied, no-verified-email, ' +
      'link-refused, already-linked, confirm-email-first, link-expired, unavailable, ' +
      'sign-in-failed), which the app turns into its own text.',
  }),
  ApiFoundResponse({ description: 'To APP_URL/oauth-callback' }),
];

const linkError = (statusCode: number, error: string) => ({
  schema: { example: { error, statusCode } },
});

/**
 * Linking takes the token from the Authorization header only: a page on another site can post a
 * form (whose body could carry a `token` field) to this site, but cannot set that header.
 */
function requireBearer(req: Request): void {
  if (!bearerToken(req)) throw new UnauthorizedException(AuthMessages.authenticationRequired);
}

function apply(decorators: (MethodDecorator | ClassDecorator)[]): MethodDecorator {
  return (target, key, descriptor) => {
    for (const decorator of decorators) (decorator as MethodDecorator)(target, key, descriptor);
  };
}

/** Google and GitHub sign-in: the redirect flow and the code exchange. */
@ApiTags('auth')
@Controller('auth')
export class OAuthController {
  constructor(
    private readonly tokens: TokenVerifier,
    private readonly rpc: RpcService,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  @Get('providers')
  @ApiOperation({
    summary: 'The sign-in providers this deployment offers',
    description: 'The login and signup pages show a button for each.',
  })
  @ApiOkResponse({ type: OAuthProvidersResponse })
  providers(): OAuthProvidersResponse {
    return { providers: configuredProviders(this.config) };
  }

  @Get('google')
  @UseGuards(GoogleOAuthGuard)
  @apply(start('google'))
  google(@Res() res: Response): void {
    // Configured, the guard has redirected to Google.
    if (!oauthConfigured('google', this.config)) this.notConfigured('google', res);
  }

  @Get('google/callback')
  @UseGuards(GoogleOAuthGuard)
  @apply(callback('google'))
  googleCallback(@Req() req: Request, @Res() res: Response): Promise<void> {
    return this.finish('google', req, res);
  }

  @Get('github')
  @UseGuards(GitHubOAuthGuard)
  @apply(start('github'))
  github(@Res() res: Response): void {
    // Configured, the guard has redirected to GitHub.
    if (!oauthConfigured('github', this.config)) this.notConfigured('github', res);
  }

  @Get('github/callback')
  @UseGuards(GitHubOAuthGuard)
  @apply(callback('github'))
  githubCallback(@Req() req: Request, @Res() res: Response): Promise<void> {
    return this.finish('github', req, res);
  }

  @Post('link/preview')
  @HttpCode(200)
  @RateLimit('AUTH_RATE_LIMIT')
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'What a link waiting for confirmation would link, to show before confirming',
    description:
      'With the `link` code of the redirect to /oauth-callback, from the browser that asked for ' +
      'the link (its cookie) and signed in to the account that asked (Authorization: Bearer): ' +
      'the provider account and the SentiLog account it would go into. The code stays valid.',
  })
  @ApiBody({ type: LinkCodeDto })
  @ApiOkResponse({ type: LinkPreview })
  @ApiBadRequestResponse(linkError(400, AuthMessages.linkRequestInvalid))
  @ApiForbiddenResponse(linkError(403, AuthMessages.linkOtherAccount))
  previewLink(
    @CurrentUser() me: AuthenticatedUserRef,
    @Body() body: LinkCodeDto,
    @Req() req: Request,
  ): Promise<LinkPreview> {
    requireBearer(req);
    return this.rpc.call(AuthPatterns.oauthPreviewLink, this.linkCode(me, body, req));
  }

  @Post('link/confirm')
  @HttpCode(200)
  @RateLimit('AUTH_RATE_LIMIT')
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Link the provider account, once the person has seen where it goes',
    description:
      'As for /link/preview; links once, signs out every other session and answers a new token.',
  })
  @ApiBody({ type: LinkCodeDto })
  @ApiOkResponse({ type: OAuthCallbackResponse })
  @ApiBadRequestResponse(linkError(400, AuthMessages.linkRequestInvalid))
  @ApiForbiddenResponse(linkError(403, AuthMessages.linkOtherAccount))
  async confirmLink(
    @CurrentUser() me: AuthenticatedUserRef,
    @Body() body: LinkCodeDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<OAuthCallbackResponse> {
    requireBearer(req);
    const linked = await this.rpc.call(AuthPatterns.oauthConfirmLink, this.linkCode(me, body, req));
    await this.forgetOldSessions(linked);
    res.clearCookie(LINK_CONFIRM_COOKIE, {
      ...linkConfirmCookieOptions(this.config),
      maxAge: undefined,
    });
    return {
      success: true,
      token: linked.token,
      user: linked.user,
      message: oauthLinkedMessage(PROVIDER_NAMES[linked.provider]),
    };
  }

  @Post('link/:provider')
  @HttpCode(200)
  @RateLimit('AUTH_RATE_LIMIT')
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Start linking a Google or GitHub account to the signed-in account',
    description:
      'From the signed-in page, with the token in the Authorization header. Sets an HTTP-only, ' +
      'signed, SameSite=Lax cookie holding a one-time ticket (ten minutes) and answers `{url}`, ' +
      "where this browser goes next: the provider's sign-in. Back from it, the browser lands on " +
      '`/oauth-callback?link=<code>&provider=...`, where the page shows which SentiLog account ' +
      'the provider account would go into (POST /api/auth/link/preview) and links it only once ' +
      'the person confirms (POST /api/auth/link/confirm), in that browser and signed in to that ' +
      'account. Unconfirmed accounts are refused (`error=confirm-email-first`).',
  })
  @ApiOkResponse({ schema: { example: { url: '/api/auth/github' } } })
  @ApiServiceUnavailableResponse({
    schema: { example: { error: notConfiguredMessage('github'), statusCode: 503 } },
  })
  async startLink(
    @CurrentUser() me: AuthenticatedUserRef,
    @Param('provider') provider: string,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<{ url: string }> {
    if (!(OAUTH_PROVIDERS as readonly string[]).includes(provider)) {
      throw new NotFoundException('provider must be google or github');
    }
    requireBearer(req);
    const chosen = provider as OAuthProvider;
    if (!oauthConfigured(chosen, this.config)) {
      throw new ServiceUnavailableException(notConfiguredMessage(chosen));
    }
    const { ticket } = await this.rpc.call(AuthPatterns.oauthLinkTicket, {
      userId: me.userId,
      provider: chosen,
    });
    setLinkCookie(res, chosen, ticket, this.config);
    return { url: `/api/auth/${chosen}` };
  }

  @Post('oauth/callback')
  @HttpCode(200)
  @RateLimit('AUTH_RATE_LIMIT')
  @UseGuards(OAuthCodeGuard)
  @ApiOperation({
    summary: 'Exchange a code for a token',
    description:
      "With `state`: the provider's authorization code of a sign-in started with `callback=app`; " +
      'the state must be the one this browser was given. Without `state`: the one-time code of ' +
      "the gateway's redirect to /oauth-callback, from the same browser, within a minute, once.",
  })
  @ApiBody({ type: OAuthCallbackDto })
  @ApiOkResponse({ type: OAuthCallbackResponse })
  @ApiBadRequestResponse({
    schema: { example: { error: AuthMessages.oauthCodeInvalid, statusCode: 400 } },
  })
  @ApiForbiddenResponse({ schema: { example: { error: INVALID_STATE_MESSAGE, statusCode: 403 } } })
  @ApiServiceUnavailableResponse({
    schema: { example: { error: notConfiguredMessage('google'), statusCode: 503 } },
  })
  async exchange(
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<OAuthCallbackResponse> {
    const body = req.body as { code: string; state?: string | null; provider?: OAuthProvider };
    if (!body.state) {
      const cookies = req.signedCookies as Record<string, unknown> | undefined;
      const { signIn } = await this.rpc.call(AuthPatterns.oauthRedeemLoginCode, {
        code: body.code,
        browser: cookies?.[LOGIN_CODE_COOKIE],
      });
      res.clearCookie(LOGIN_CODE_COOKIE, {
        ...loginCodeCookieOptions(this.config),
        maxAge: undefined,
      });
      if (!signIn) throw new BadRequestException(AuthMessages.oauthCodeInvalid);
      return this.signedIn(signIn.provider, signIn.token, signIn.user);
    }
    const outcome = req.user as OAuthOutcome;
    if (isOAuthFailure(outcome)) throw new HttpException(outcome.error, outcome.statusCode);
    // The code flow never proposes links (they return through the gateway's callback).
    if (isPendingLink(outcome)) throw new BadRequestException(AuthMessages.oauthCodeInvalid);
    await this.forgetOldSessions(outcome);
    return this.signedIn(body.provider ?? 'github', outcome.token, outcome.user);
  }

  private signedIn(
    provider: OAuthProvider,
    token: string,
    user: OAuthCallbackResponse['user'],
  ): OAuthCallbackResponse {
    return {
      success: true,
      token,
      user,
      message: `Signed in with ${PROVIDER_NAMES[provider]}`,
    };
  }

  /** Linking an identity raised the token version: the cached one must not outlive it. */
  private async forgetOldSessions(signedIn: SignedIn): Promise<void> {
    if (signedIn.sessionsRevoked)
      await this.tokens.revoked(signedIn.user.id, signedIn.tokenVersion);
  }

  /**
   * Back to the app's callback screen with a one-time code for the token (bound to this browser
   * by a cookie), or with the error.
   */
  private async finish(provider: OAuthProvider, req: Request, res: Response): Promise<void> {
    if (!oauthConfigured(provider, this.config)) return this.notConfigured(provider, res);
    const outcome = req.user as OAuthOutcome;
    const target = new URL(`${this.config.APP_URL}/oauth-callback`);
    if (isOAuthFailure(outcome)) {
      target.searchParams.set('error', oauthErrorCode(provider, outcome));
    } else if (isPendingLink(outcome)) {
      // Nothing is linked yet: the page shows where it would go and the person confirms.
      res.cookie(
        LINK_CONFIRM_COOKIE,
        outcome.pendingLink.browser,
        linkConfirmCookieOptions(this.config),
      );
      target.searchParams.set('link', outcome.pendingLink.code);
    } else {
      await this.forgetOldSessions(outcome);
      const { code, browser } = await this.rpc.call(AuthPatterns.oauthLoginCode, {
        userId: outcome.user.id,
        tokenVersion: outcome.tokenVersion,
        user: outcome.user,
        provider,
      });
      res.cookie(LOGIN_CODE_COOKIE, browser, loginCodeCookieOptions(this.config));
      target.searchParams.set('code', code);
    }
    target.searchParams.set('provider', provider);
    res.redirect(302, target.toString());
  }

  /** What the auth service needs to find a waiting link: the code, this browser's cookie, me. */
  private linkCode(me: AuthenticatedUserRef, body: LinkCodeDto, req: Request) {
    const cookies = req.signedCookies as Record<string, unknown> | undefined;
    return { code: body.code, browser: cookies?.[LINK_CONFIRM_COOKIE], userId: me.userId };
  }

  /** A browser sent to an unconfigured provider goes back to the login page, which says why. */
  private notConfigured(provider: OAuthProvider, res: Response): void {
    const target = new URL(`${this.config.APP_URL}/login`);
    target.searchParams.set('error', PROVIDER_NOT_CONFIGURED);
    target.searchParams.set('provider', provider);
    res.redirect(302, target.toString());
  }
}
