import {
  Inject,
  Logger,
  MiddlewareConsumer,
  Module,
  NestModule,
  OnModuleInit,
} from '@nestjs/common';
import { OAUTH_PROVIDERS } from '@sentilog/contracts';
import { JwtModule } from '@nestjs/jwt';
import cookieParser from 'cookie-parser';
import { createHmac } from 'node:crypto';
import { GATEWAY_CONFIG, GatewayConfig } from '../config';
import { AuthController } from './auth.controller';
import { AuthenticateAfterUpload, JwtAuthGuard } from './jwt-auth.guard';
import { LoginRateLimiter } from './login-rate-limiter';
import { OAuthController } from './oauth.controller';
import { OAuthCodeGuard } from './oauth.guard';
import {
  GitHubStrategy,
  GoogleStrategy,
  notConfiguredMessage,
  oauthConfigured,
} from './oauth.strategies';
import { TokenVerifier } from './token-verifier';
import { RpcService } from '../rpc/rpc.service';

/** Signs the OAuth state cookie; derived from JWT_SECRET so there is no second secret to manage. */
function cookieSecret(config: GatewayConfig): string {
  return createHmac('sha256', config.JWT_SECRET).update('oauth-state-cookie').digest('hex');
}

/**
 * Accounts: the /api/auth routes, the JWT guard, and Google/GitHub sign-in (the passport
 * redirects and callbacks; users, tokens and one-time codes are the auth service's). Other modules import
 * this one to protect their routes with `@UseGuards(JwtAuthGuard)` and read `@CurrentUser()`.
 */
@Module({
  imports: [
    // Verification only: the auth service signs the tokens (its TokenIssuer).
    JwtModule.registerAsync({
      inject: [GATEWAY_CONFIG],
      useFactory: (config: GatewayConfig) => ({
        secret: config.JWT_SECRET,
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
  ],
  controllers: [AuthController, OAuthController],
  providers: [
    TokenVerifier,
    JwtAuthGuard,
    AuthenticateAfterUpload,
    LoginRateLimiter,
    OAuthCodeGuard,
    // A strategy is registered with passport only when its provider is configured; otherwise its
    // routes send the browser to the login page with a message.
    {
      provide: GoogleStrategy,
      inject: [RpcService, GATEWAY_CONFIG],
      useFactory: (rpc: RpcService, config: GatewayConfig) =>
        oauthConfigured('google', config) ? new GoogleStrategy(rpc, config) : null,
    },
    {
      provide: GitHubStrategy,
      inject: [RpcService, GATEWAY_CONFIG],
      useFactory: (rpc: RpcService, config: GatewayConfig) =>
        oauthConfigured('github', config) ? new GitHubStrategy(rpc, config) : null,
    },
  ],
  exports: [TokenVerifier, JwtAuthGuard, AuthenticateAfterUpload],
})
export class AuthModule implements NestModule, OnModuleInit {
  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {}

  /** One plain line per provider left out, so an operator sees why its button is missing. */
  onModuleInit(): void {
    const logger = new Logger(AuthModule.name);
    for (const provider of OAUTH_PROVIDERS) {
      if (oauthConfigured(provider, this.config)) continue;
      const name = provider.toUpperCase();
      logger.log(
        `${notConfiguredMessage(provider)} (set ${name}_CLIENT_ID and ${name}_CLIENT_SECRET to offer it)`,
      );
    }
  }

  configure(consumer: MiddlewareConsumer): void {
    // The signed state cookie of the OAuth routes.
    consumer.apply(cookieParser(cookieSecret(this.config))).forRoutes(OAuthController);
  }
}
