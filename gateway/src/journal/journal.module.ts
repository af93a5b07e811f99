import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { JournalExportService } from './export/journal-export.service';
import { JournalAuthGuard } from './journal-auth.guard';
import { JournalController } from './journal.controller';

/** The /api/journal routes; the journal service holds the entries. */
@Module({
  imports: [AuthModule],
  controllers: [JournalController],
  providers: [JournalAuthGuard, JournalExportService],
})
export class JournalModule {}
