import type { Response } from 'express';
import type { GatewayConfig } from '../config';
import { HealthController } from './health.controller';
import type { ReadinessService } from './readiness.service';

describe('HealthController.ready', () => {
  it('answers 503 with "down" and never the reason, which can name hosts and drivers', async () => {
    const readiness = {
      ready: async () => ({
        ok: false,
        checks: { postgres: 'connect ECONNREFUSED 10.20.30.40:5432', redis: 'up' },
      }),
    } as unknown as ReadinessService;
    const status = jest.fn();
    const controller = new HealthController(readiness, {} as GatewayConfig);
    const body = await controller.ready({ status } as unknown as Response);

    expect(status).toHaveBeenCalledWith(503);
    expect(body).toEqual({ ok: false, checks: { postgres: 'down', redis: 'up' } });
    expect(JSON.stringify(body)).not.toContain('10.20.30.40');
  });
});
