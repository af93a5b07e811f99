import {
  Controller,
  Get,
  HttpCode,
  HttpException,
  Post,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import {
  ApiBody,
  ApiForbiddenResponse,
  ApiFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { OAuthCallbackDto, OAuthCallbackResponseDto, OAuthProvider } from '@sentilog/contracts';
import type { Request, Response } from 'express';
import { config } from '../config';
import { INVALID_STATE_MESSAGE } from './oauth-state.store';
import {
  GitHubOAuthGuard,
  GoogleOAuthGuard,
  isOAuthFailure,
  OAuthCodeGuard,
  OAuthOutcome,
} from './oauth.guard';
import { PROVIDER_NAMES } from './oauth.strategies';
import { TokenService } from './token.service';

const start = (provider: OAuthProvider) => [
  ApiOperation({
    summary: `Start ${PROVIDER_NAMES[provider]} sign-in (browser navigation)`,
    description:
      'Redirects to the provider with a state bound to this browser by a signed cookie. With ' +
      '`callback=app` the provider returns to `APP_URL/oauth-callback` with a code for ' +
      'POST /api/auth/oauth/callback instead of to the gateway.',
  }),
  ApiQuery({ name: 'callback', required: false, enum: ['app'] }),
  ApiFoundResponse({ description: 'To the provider' }),
  ApiServiceUnavailableResponse({
    schema: {
      example: { error: `${PROVIDER_NAMES[provider]} sign-in is not configured`, statusCode: 503 },
    },
  }),
];

const callback = (provider: OAuthProvider) => [
  ApiOperation({
    summary: `${PROVIDER_NAMES[provider]} returns here after sign-in`,
    description:
      'Links or creates the account, then redirects to `APP_URL/oauth-callback?token=...&user=<base64 JSON>&provider=...`, or with `error=...`.',
  }),
  ApiFoundResponse({ description: 'To APP_URL/oauth-callback' }),
];

function apply(decorators: (MethodDecorator | ClassDecorator)[]): MethodDecorator {
  return (target, key, descriptor) => {
    for (const decorator of decorators) (decorator as MethodDecorator)(target, key, descriptor);
  };
}

/** Google and GitHub sign-in: the redirect flow and the code exchange. */
@ApiTags('auth')
@Controller('auth')
export class OAuthController {
  constructor(private readonly tokens: TokenService) {}

  @Get('google')
  @UseGuards(GoogleOAuthGuard)
  @apply(start('google'))
  google(): void {
    // The guard has redirected to Google.
  }

  @Get('google/callback')
  @UseGuards(GoogleOAuthGuard)
  @apply(callback('google'))
  googleCallback(@Req() req: Request, @Res() res: Response): void {
    this.finish('google', req.user as OAuthOutcome, res);
  }

  @Get('github')
  @UseGuards(GitHubOAuthGuard)
  @apply(start('github'))
  github(): void {
    // The guard has redirected to GitHub.
  }

  @Get('github/callback')
  @UseGuards(GitHubOAuthGuard)
  @apply(callback('github'))
  githubCallback(@Req() req: Request, @Res() res: Response): void {
    this.finish('github', req.user as OAuthOutcome, res);
  }

  @Post('oauth/callback')
  @HttpCode(200)
  @Throttle({ default: { limit: config.AUTH_RATE_LIMIT, ttl: 60_000 } })
  @UseGuards(OAuthCodeGuard)
  @ApiOperation({
    summary: 'Exchange an authorization code for a token (the code flow)',
    description:
      'For a sign-in started with `callback=app`: the state must be the one this browser was given.',
  })
  @ApiBody({ type: OAuthCallbackDto })
  @ApiOkResponse({ type: OAuthCallbackResponseDto })
  @ApiForbiddenResponse({ schema: { example: { error: INVALID_STATE_MESSAGE, statusCode: 403 } } })
  exchange(@Req() req: Request): OAuthCallbackResponseDto {
    const outcome = req.user as OAuthOutcome;
    if (isOAuthFailure(outcome)) throw new HttpException(outcome.error, outcome.statusCode);
    const provider = ((req.body as { provider?: OAuthProvider }).provider ??
      'github') as OAuthProvider;
    return {
      success: true,
      token: this.tokens.sign(outcome.user.id, outcome.tokenVersion),
      user: outcome.user,
      message: `Signed in with ${PROVIDER_NAMES[provider]}`,
    };
  }

  /** Back to the app's callback screen with the token and user, or with the error. */
  private finish(provider: OAuthProvider, outcome: OAuthOutcome, res: Response): void {
    const target = new URL(`${config.APP_URL}/oauth-callback`);
    if (isOAuthFailure(outcome)) {
      target.searchParams.set('error', outcome.error);
    } else {
      target.searchParams.set('token', this.tokens.sign(outcome.user.id, outcome.tokenVersion));
      target.searchParams.set(
        'user',
        Buffer.from(JSON.stringify(outcome.user), 'utf8').toString('base64'),
      );
    }
    target.searchParams.set('provider', provider);
    res.redirect(302, target.toString());
  }
}
