import { Controller, Get, HttpCode, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { pingPattern, pingPostgres, runChecks, SERVICES } from '@sentilog/contracts';
import type { Response } from 'express';
import { GatewayRedis } from '../common/redis.provider';
import { config } from '../config';
import { RpcService } from '../rpc/rpc.service';

@ApiTags('health')
@SkipThrottle()
@Controller()
export class HealthController {
  constructor(
    private readonly rpc: RpcService,
    private readonly redis: GatewayRedis,
  ) {}

  /** Liveness: the process answers. Nothing downstream is checked, so a restart cannot help here. */
  @Get('health')
  @HttpCode(200)
  @ApiOkResponse({ schema: { example: { status: 'ok' } } })
  health(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /** Readiness: PostgreSQL, Redis and every service answer, so traffic may be sent here. */
  @Get('ready')
  @ApiOkResponse({
    schema: { example: { ok: true, checks: { postgres: 'up', redis: 'up', contact: 'up' } } },
  })
  @ApiServiceUnavailableResponse({
    description: 'Something downstream is not reachable; `checks` says what',
  })
  async ready(@Res({ passthrough: true }) res: Response) {
    const result = await runChecks({
      postgres: () => pingPostgres(config.DATABASE_URL),
      redis: () => this.redis.ping(),
      ...Object.fromEntries(
        SERVICES.map((service) => [service, () => this.rpc.call(pingPattern(service), {})]),
      ),
    });
    res.status(result.ok ? 200 : 503);
    return result;
  }
}
