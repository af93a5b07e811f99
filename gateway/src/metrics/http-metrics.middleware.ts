import { Injectable, NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { MetricsService } from './metrics.service';

/**
 * Counts and times every request by its route pattern (`/api/news/:id`, never the raw URL, so the
 * label set stays bounded); requests that match no route are labelled `unmatched`.
 */
@Injectable()
export class HttpMetricsMiddleware implements NestMiddleware {
  constructor(private readonly metrics: MetricsService) {}

  use(req: Request, res: Response, next: NextFunction): void {
    const stop = this.metrics.httpDuration.startTimer();
    res.once('finish', () => {
      const route = (req.route as { path?: string } | undefined)?.path ?? 'unmatched';
      stop({ method: req.method, route });
      this.metrics.httpRequests.inc({ method: req.method, route, status: String(res.statusCode) });
    });
    next();
  }
}
