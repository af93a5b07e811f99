import { MiddlewareConsumer, Module, NestModule } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import cookieParser from 'cookie-parser';
import { createHmac } from 'node:crypto';
import { config } from '../config';
import { AuthController } from './auth.controller';
import { AuthenticateAfterUpload, JwtAuthGuard } from './jwt-auth.guard';
import { LoginRateLimiter } from './login-rate-limiter';
import { OAuthController } from './oauth.controller';
import { OAuthCodeGuard } from './oauth.guard';
import { GitHubStrategy, GoogleStrategy, oauthConfigured } from './oauth.strategies';
import { TokenService } from './token.service';
import { RpcService } from '../rpc/rpc.service';

/** Signs the OAuth state cookie; derived from JWT_SECRET so there is no second secret to manage. */
const cookieSecret = createHmac('sha256', config.JWT_SECRET)
  .update('oauth-state-cookie')
  .digest('hex');

/**
 * Accounts: the /api/auth routes, the JWT guard, and Google/GitHub sign-in. Other modules import
 * this one to protect their routes with `@UseGuards(JwtAuthGuard)` and read `@CurrentUser()`.
 */
@Module({
  imports: [
    JwtModule.register({
      secret: config.JWT_SECRET,
      signOptions: {
        algorithm: 'HS256',
        // seconds when a bare number, else a duration such as 7d
        expiresIn: (/^\d+$/.test(config.JWT_EXPIRES_IN)
          ? Number(config.JWT_EXPIRES_IN)
          : config.JWT_EXPIRES_IN) as number,
      },
      verifyOptions: { algorithms: ['HS256'] },
    }),
  ],
  controllers: [AuthController, OAuthController],
  providers: [
    TokenService,
    JwtAuthGuard,
    AuthenticateAfterUpload,
    LoginRateLimiter,
    OAuthCodeGuard,
    // A strategy is registered with passport only when its provider is configured; its routes
    // answer 503 otherwise.
    {
      provide: GoogleStrategy,
      inject: [RpcService],
      useFactory: (rpc: RpcService) => (oauthConfigured('google') ? new GoogleStrategy(rpc) : null),
    },
    {
      provide: GitHubStrategy,
      inject: [RpcService],
      useFactory: (rpc: RpcService) => (oauthConfigured('github') ? new GitHubStrategy(rpc) : null),
    },
  ],
  exports: [TokenService, JwtAuthGuard, AuthenticateAfterUpload],
})
export class AuthModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    // The signed state cookie of the OAuth routes.
    consumer.apply(cookieParser(cookieSecret)).forRoutes(OAuthController);
  }
}
