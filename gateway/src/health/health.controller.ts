import { Controller, Get, Headers, HttpCode, Inject, NotFoundException, Res } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import type { Response } from 'express';
import { sameSecret } from '../common/same-secret';
import { GATEWAY_CONFIG, GatewayConfig } from '../config';
import { CheckResult, ReadinessService } from './readiness.service';

@ApiTags('health')
@SkipThrottle()
@Controller()
export class HealthController {
  constructor(
    private readonly readiness: ReadinessService,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  /** Liveness: the process answers. Nothing downstream is checked, so a restart cannot help here. */
  @Get('health')
  @HttpCode(200)
  @ApiOkResponse({ schema: { example: { status: 'ok' } } })
  health(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /** Readiness: this gateway's PostgreSQL pool and Redis answer, so traffic may be sent here. */
  @Get('ready')
  @ApiOkResponse({ schema: { example: { ok: true, checks: { postgres: 'up', redis: 'up' } } } })
  @ApiServiceUnavailableResponse({
    description: '`{"ok":false,"checks":{"postgres":"down","redis":"up"}}`',
  })
  async ready(@Res({ passthrough: true }) res: Response) {
    const result = await this.readiness.ready();
    res.status(result.ok ? 200 : 503);
    // Only up or down: the reasons can name hosts and drivers, which are nobody else's business.
    return {
      ok: result.ok,
      checks: Object.fromEntries(
        Object.entries(result.checks).map(([name, state]) => [
          name,
          state === 'up' ? 'up' : 'down',
        ]),
      ),
    };
  }

  /** Every dependency, downstream services included, with reasons; needs READINESS_DETAIL_TOKEN. */
  @Get('ready/details')
  @ApiHeader({ name: 'x-readiness-token', description: 'READINESS_DETAIL_TOKEN' })
  @ApiOkResponse({
    schema: { example: { ok: true, checks: { postgres: 'up', redis: 'up', analysis: 'up' } } },
  })
  async details(
    @Headers('x-readiness-token') token: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CheckResult> {
    const expected = this.config.READINESS_DETAIL_TOKEN;
    if (!expected || !sameSecret(token, expected)) {
      throw new NotFoundException('Not found');
    }
    const result = await this.readiness.details();
    res.status(result.ok ? 200 : 503);
    return result;
  }
}
