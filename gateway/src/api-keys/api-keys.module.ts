import { Module } from '@nestjs/common';
import { AnalysisModule } from '../analysis/analysis.module';
import { AuthModule } from '../auth/auth.module';
import { ApiKeyGuard } from './api-key.guard';
import { ApiKeyQuota } from './api-key-quota';
import { ApiKeyVerifier } from './api-key-verifier';
import { ApiKeysController } from './api-keys.controller';
import { BatchAnalysisController } from './batch-analysis.controller';
import { BatchDocumentsController } from './batch-documents.controller';
import { BatchSlots } from './batch-slots';

/** API keys for organisations: the keys page's routes and the `/api/v1` analysis they unlock. */
@Module({
  imports: [AuthModule, AnalysisModule],
  controllers: [ApiKeysController, BatchAnalysisController, BatchDocumentsController],
  providers: [ApiKeyVerifier, ApiKeyGuard, ApiKeyQuota, BatchSlots],
})
export class ApiKeysModule {}
