import { Inject, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  InjectThrottlerOptions,
  InjectThrottlerStorage,
  ThrottlerGuard,
  ThrottlerModuleOptions,
  ThrottlerRequest,
  ThrottlerStorage,
} from '@nestjs/throttler';
import { GATEWAY_CONFIG, GatewayConfig } from '../config';

/** The settings that hold a route's own limit (requests a minute from one client address). */
export type RateLimitSetting = Extract<keyof GatewayConfig, `${string}_RATE_LIMIT`>;

const RATE_LIMIT_SETTING = 'sentilog:rate-limit-setting';

/**
 * Gives a route (or every route of a controller) the limit held by `setting` instead of
 * API_RATE_LIMIT. A setting's name rather than `@Throttle`'s number: decorators run when the file
 * is imported, and the configuration is only read when the application is created.
 */
export const RateLimit = (setting: RateLimitSetting) => SetMetadata(RATE_LIMIT_SETTING, setting);

/** The API's throttler guard: API_RATE_LIMIT a minute, or the limit a route's @RateLimit names. */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  constructor(
    @InjectThrottlerOptions() options: ThrottlerModuleOptions,
    @InjectThrottlerStorage() storage: ThrottlerStorage,
    reflector: Reflector,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {
    super(options, storage, reflector);
  }

  protected override handleRequest(request: ThrottlerRequest): Promise<boolean> {
    const { context } = request;
    const setting = this.reflector.getAllAndOverride<RateLimitSetting | undefined>(
      RATE_LIMIT_SETTING,
      [context.getHandler(), context.getClass()],
    );
    return super.handleRequest(setting ? { ...request, limit: this.config[setting] } : request);
  }
}
