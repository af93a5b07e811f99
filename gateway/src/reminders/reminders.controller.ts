import {
  BadRequestException,
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Post,
  Put,
  Query,
  UseGuards,
} from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  JournalPatterns,
  PushDevicesAnswer,
  PushEndpointDto,
  PushSubscriptionDto,
  ReminderMessages,
  ReminderSettingsDto,
  ReminderSettingsView,
  UnsubscribeAnswer,
  UnsubscribeDto,
} from '@sentilog/contracts';
import { CurrentUser, JwtAuthGuard } from '../auth/jwt-auth.guard';
import { AuthenticatedUserRef } from '../auth/token-verifier';
import { RateLimit } from '../common/rate-limit';
import { RpcService } from '../rpc/rpc.service';

/**
 * The daily reminder (the journal service keeps and sends it): the signed-in person's setting,
 * the browsers subscribed to its push notifications, and the one-click unsubscribe of its mail.
 */
@ApiTags('reminders')
@Controller('reminders')
export class RemindersController {
  constructor(private readonly rpc: RpcService) {}

  @Get()
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiOkResponse({ type: ReminderSettingsView })
  settings(@CurrentUser() user: AuthenticatedUserRef): Promise<ReminderSettingsView> {
    return this.rpc.call(JournalPatterns.reminderSettings, { userId: user.userId });
  }

  /** The whole setting: email and push on or off, the time of day and its time zone. */
  @Put()
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiOkResponse({ type: ReminderSettingsView })
  @ApiResponse({ status: 400, description: JSON.stringify({ error: ReminderMessages.time }) })
  update(
    @CurrentUser() user: AuthenticatedUserRef,
    @Body() body: ReminderSettingsDto,
  ): Promise<ReminderSettingsView> {
    return this.rpc.call(JournalPatterns.updateReminderSettings, {
      userId: user.userId,
      email: body.email,
      push: body.push,
      time: body.time,
      timeZone: body.timeZone,
    });
  }

  /** This browser's push subscription (PushSubscription.toJSON()), kept for the reminders. */
  @Post('push-subscriptions')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiOkResponse({ type: PushDevicesAnswer })
  @ApiResponse({
    status: 400,
    description: JSON.stringify({ error: ReminderMessages.pushService }),
  })
  addPushSubscription(
    @CurrentUser() user: AuthenticatedUserRef,
    @Body() body: PushSubscriptionDto,
  ): Promise<PushDevicesAnswer> {
    return this.rpc.call(JournalPatterns.addPushSubscription, {
      userId: user.userId,
      endpoint: body.endpoint,
      p256dh: body.keys.p256dh,
      auth: body.keys.auth,
    });
  }

  @Delete('push-subscriptions')
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiOkResponse({ type: PushDevicesAnswer })
  removePushSubscription(
    @CurrentUser() user: AuthenticatedUserRef,
    @Body() body: PushEndpointDto,
  ): Promise<PushDevicesAnswer> {
    return this.rpc.call(JournalPatterns.removePushSubscription, {
      userId: user.userId,
      endpoint: body.endpoint,
    });
  }

  /**
   * A reminder mail's unsubscribe, without a sign-in: its signed token turns that person's email
   * reminders off. Mail clients post here from the `List-Unsubscribe` header (RFC 8058, the token
   * in the query, `List-Unsubscribe=One-Click` in a form body); the app's page posts `{token}`.
   */
  @Post('unsubscribe')
  @HttpCode(200)
  @RateLimit('AUTH_RATE_LIMIT')
  @ApiOkResponse({ type: UnsubscribeAnswer })
  @ApiResponse({
    status: 400,
    description: JSON.stringify({ error: ReminderMessages.unsubscribeToken }),
  })
  unsubscribe(
    @Query() query: UnsubscribeDto,
    @Body() body: UnsubscribeDto,
  ): Promise<UnsubscribeAnswer> {
    const token = query.token ?? body?.token;
    if (!token) throw new BadRequestException(ReminderMessages.unsubscribeToken);
    return this.rpc.call(JournalPatterns.unsubscribe, { token });
  }
}
