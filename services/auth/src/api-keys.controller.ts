import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  ApiKeyRequest,
  ApiKeyRevoked,
  ApiKeySummary,
  AuthPatterns,
  CreateApiKeyRequest,
  RecordApiKeyUseRequest,
  UserIdRequest,
  VerifiedApiKey,
  VerifyApiKeyRequest,
} from '@sentilog/contracts';
import { TypedMessagePattern } from '@sentilog/platform';
import { ApiKeysService } from './api-keys.service';

@Controller()
export class ApiKeysController {
  constructor(private readonly keys: ApiKeysService) {}

  @TypedMessagePattern(AuthPatterns.apiKeyCreate)
  create(@Payload() request: CreateApiKeyRequest): Promise<ApiKeySummary> {
    return this.keys.create(request);
  }

  @TypedMessagePattern(AuthPatterns.apiKeyList)
  list(@Payload() request: UserIdRequest): Promise<ApiKeySummary[]> {
    return this.keys.list(request.userId);
  }

  @TypedMessagePattern(AuthPatterns.apiKeyRevoke)
  revoke(@Payload() request: ApiKeyRequest): Promise<ApiKeyRevoked> {
    return this.keys.revoke(request.userId, request.id);
  }

  @TypedMessagePattern(AuthPatterns.apiKeyVerify)
  verify(@Payload() request: VerifyApiKeyRequest): Promise<{ key: VerifiedApiKey | null }> {
    return this.keys.verify(request.hash);
  }

  @TypedMessagePattern(AuthPatterns.apiKeyRecordUse)
  recordUse(@Payload() request: RecordApiKeyUseRequest): Promise<{ recorded: boolean }> {
    return this.keys.recordUse(request.keyId, request.characters);
  }
}
