import { DynamicModule, Module } from '@nestjs/common';
import { loggerParams, ServiceDatabaseModule } from '@sentilog/platform';
import { LoggerModule } from 'nestjs-pino';
import { ContactConfig, contactConfigFrom } from './config';
import { ContactMessage } from './contact-message.entity';
import { ContactController } from './contact.controller';
import { ContactRepository } from './contact.repository';
import { ContactService } from './contact.service';
import { CreateMessages1763780000000 } from './migrations/1763780000000-create-messages';

export const CONTACT_SCHEMA = 'contact';

@Module({})
export class AppModule {
  /** How the service reads its configuration; bootstrapService parses it before building this. */
  static readonly configFrom = contactConfigFrom;

  /** The contact service for a configuration. */
  static forRoot(config: ContactConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        LoggerModule.forRoot(loggerParams('contact', config.LOG_LEVEL)),
        ServiceDatabaseModule.forService({
          url: config.DATABASE_URL,
          schema: CONTACT_SCHEMA,
          entities: [ContactMessage],
          migrations: [CreateMessages1763780000000],
        }),
      ],
      controllers: [ContactController],
      providers: [ContactService, ContactRepository],
    };
  }
}
