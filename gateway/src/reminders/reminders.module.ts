import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { RemindersController } from './reminders.controller';

/** The /api/reminders routes; the journal service keeps the reminders and sends them. */
@Module({
  imports: [AuthModule],
  controllers: [RemindersController],
})
export class RemindersModule {}
