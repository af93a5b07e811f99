import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
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
import { ApiKeysService } from './api-keys.service';

@Controller()
export class ApiKeysController {
  constructor(private readonly keys: ApiKeysService) {}

  @MessagePattern(AuthPatterns.apiKeyCreate)
  create(@Payload() request: CreateApiKeyRequest): Promise<ApiKeySummary> {
    return this.keys.create(request);
  }

  @MessagePattern(AuthPatterns.apiKeyList)
  list(@Payload() request: UserIdRequest): Promise<ApiKeySummary[]> {
    return this.keys.list(request.userId);
  }

  @MessagePattern(AuthPatterns.apiKeyRevoke)
  revoke(@Payload() request: ApiKeyRequest): Promise<ApiKeyRevoked> {
    return this.keys.revoke(request.userId, request.id);
  }

  @MessagePattern(AuthPatterns.apiKeyVerify)
  verify(@Payload() request: VerifyApiKeyRequest): Promise<{ key: VerifiedApiKey | null }> {
    return this.keys.verify(request.hash);
  }

  @MessagePattern(AuthPatterns.apiKeyRecordUse)
  recordUse(@Payload() request: RecordApiKeyUseRequest): Promise<{ recorded: boolean }> {
    return this.keys.recordUse(request.keyId, request.characters);
  }
}
