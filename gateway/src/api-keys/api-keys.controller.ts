import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Inject,
  Logger,
  Param,
  ParseUUIDPipe,
  NotFoundException,
  Post,
  UseGuards,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import {
  ApiKeyCreated,
  ApiKeyList,
  ApiKeyMessages,
  AuthPatterns,
  CreateApiKeyDto,
} from '@sentilog/contracts';
import { CurrentUser, JwtAuthGuard } from '../auth/jwt-auth.guard';
import { AuthenticatedUserRef } from '../auth/token-verifier';
import { GATEWAY_CONFIG, GatewayConfig } from '../config';
import { Idempotent } from '../common/idempotency/idempotency.interceptor';
import { RpcService } from '../rpc/rpc.service';
import { generateApiKey } from './api-key-secret';
import { utcDay } from './api-key-quota';
import { ApiKeyVerifier } from './api-key-verifier';

const keyId = new ParseUUIDPipe({
  exceptionFactory: () => new NotFoundException(ApiKeyMessages.notFound),
});

/** A signed-in user's API keys (the keys page). Another user's key is a 404, as none would be. */
@ApiTags('api-keys')
@ApiBearerAuth()
@ApiResponse({ status: 401, description: 'Not signed in' })
@UseGuards(JwtAuthGuard)
@Controller('api-keys')
export class ApiKeysController {
  private readonly logger = new Logger(ApiKeysController.name);

  constructor(
    private readonly rpc: RpcService,
    private readonly verifier: ApiKeyVerifier,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  @Post()
  @Idempotent()
  @ApiCreatedResponse({ type: ApiKeyCreated, description: 'The secret is shown only here' })
  @ApiResponse({ status: 400, description: 'name missing, blank or over 60 characters' })
  @ApiResponse({ status: 409, description: `{"error":"${ApiKeyMessages.tooManyKeys}"}` })
  async create(
    @CurrentUser() user: AuthenticatedUserRef,
    @Body() body: CreateApiKeyDto,
  ): Promise<ApiKeyCreated> {
    const { secret, prefix, hash } = generateApiKey();
    const key = await this.rpc.call(AuthPatterns.apiKeyCreate, {
      userId: user.userId,
      name: body.name,
      prefix,
      hash,
    });
    return { key, secret };
  }

  @Get()
  @ApiOkResponse({ type: ApiKeyList })
  async list(@CurrentUser() user: AuthenticatedUserRef): Promise<ApiKeyList> {
    const keys = await this.rpc.call(AuthPatterns.apiKeyList, {
      userId: user.userId,
    });
    return { keys, dailyQuota: this.config.API_KEY_DAILY_CHARACTERS, today: utcDay(new Date()) };
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Revoked: the key stops working at once' })
  @ApiResponse({ status: 404, description: 'No such live key of this user (another user’s too)' })
  async revoke(
    @CurrentUser() user: AuthenticatedUserRef,
    @Param('id', keyId) id: string,
  ): Promise<void> {
    const { hash } = await this.rpc.call(AuthPatterns.apiKeyRevoke, {
      userId: user.userId,
      id,
    });
    // The cached verification expires within seconds anyway; deleting it makes that now.
    await this.verifier
      .forget(hash)
      .catch((err: unknown) => this.logger.warn(`Forgetting a revoked key failed: ${String(err)}`));
  }
}
