import { DynamicModule, Module } from '@nestjs/common';
import { ConfigModule, loggerParams, ServiceDatabaseModule } from '@sentilog/platform';
import { LoggerModule } from 'nestjs-pino';
import { ApiKeysController } from './api-keys.controller';
import { ApiKeysRepository } from './api-keys.repository';
import { ApiKeysService } from './api-keys.service';
import { AuthController } from './auth.controller';
import { AuthRedis } from './auth-redis';
import { AuthRepository } from './auth.repository';
import { AuthService } from './auth.service';
import { AUTH_CONFIG, AuthConfig, authConfigFrom } from './config';
import { EmailVerificationToken } from './email-verification-token.entity';
import { EmailVerificationService } from './email-verification.service';
import { EventsPublisher } from './events.publisher';
import { MailService } from './mail.service';
import { ReminderMailService } from './reminder-mail.service';
import { CreateAuth1764100000000 } from './migrations/1764100000000-create-auth';
import { EmailVerification1764300000000 } from './migrations/1764300000000-email-verification';
import { IdentityLinkedUnconfirmed1764400000000 } from './migrations/1764400000000-identity-linked-unconfirmed';
import { SignedOutTokens1765000000000 } from './migrations/1765000000000-signed-out-tokens';
import { SignupNotices1765000000001 } from './migrations/1765000000001-signup-notices';
import { ApiKeys1765000000002 } from './migrations/1765000000002-api-keys';
import { ApiKeyCharacters1765000000003 } from './migrations/1765000000003-api-key-characters';
import { AccountLinksService } from './account-links.service';
import { OAuthCodesService } from './oauth-codes.service';
import { OAuthIdentity } from './oauth-identity.entity';
import { PasswordHasher } from './password-hasher';
import { PasswordResetToken } from './password-reset-token.entity';
import { PasswordResetService } from './password-reset.service';
import { Photo } from './photo.entity';
import { SessionsService } from './sessions.service';
import { SignedOutToken } from './signed-out-token.entity';
import { SignupNotices } from './signup-notices';
import { TokenIssuer } from './token-issuer';
import { User } from './user.entity';

export const AUTH_SCHEMA = 'auth';

@Module({})
export class AppModule {
  /** How the service reads its configuration; bootstrapService parses it before building this. */
  static readonly configFrom = authConfigFrom;

  /** The auth service for a configuration, which its providers inject as AUTH_CONFIG. */
  static forRoot(config: AuthConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(AUTH_CONFIG, config),
        LoggerModule.forRoot(loggerParams('auth', config.LOG_LEVEL)),
        ServiceDatabaseModule.forService({
          url: config.DATABASE_URL,
          schema: AUTH_SCHEMA,
          entities: [
            User,
            Photo,
            OAuthIdentity,
            PasswordResetToken,
            EmailVerificationToken,
            SignedOutToken,
          ],
          migrations: [
            CreateAuth1764100000000,
            EmailVerification1764300000000,
            IdentityLinkedUnconfirmed1764400000000,
            SignedOutTokens1765000000000,
            SignupNotices1765000000001,
            ApiKeys1765000000002,
            ApiKeyCharacters1765000000003,
          ],
        }),
      ],
      controllers: [AuthController, ApiKeysController],
      providers: [
        AuthRepository,
        AuthService,
        PasswordResetService,
        EmailVerificationService,
        SessionsService,
        SignupNotices,
        PasswordHasher,
        MailService,
        ReminderMailService,
        EventsPublisher,
        TokenIssuer,
        AuthRedis,
        OAuthCodesService,
        AccountLinksService,
        ApiKeysRepository,
        ApiKeysService,
      ],
    };
  }
}
