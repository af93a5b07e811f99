import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  JournalPatterns,
  JournalUserRequest,
  PushDevicesAnswer,
  PushEndpointRequest,
  PushSubscriptionRequest,
  ReminderSettingsRequest,
  ReminderSettingsView,
  UnsubscribeAnswer,
  UnsubscribeRequest,
} from '@sentilog/contracts';
import { RemindersService } from './reminders.service';

/** The daily reminder's settings, push subscriptions and unsubscribe links. */
@Controller()
export class RemindersController {
  constructor(private readonly reminders: RemindersService) {}

  @MessagePattern(JournalPatterns.reminderSettings)
  settings(@Payload() request: JournalUserRequest): Promise<ReminderSettingsView> {
    return this.reminders.settings(request.userId);
  }

  @MessagePattern(JournalPatterns.updateReminderSettings)
  update(@Payload() request: ReminderSettingsRequest): Promise<ReminderSettingsView> {
    return this.reminders.update(request);
  }

  @MessagePattern(JournalPatterns.addPushSubscription)
  addPush(@Payload() request: PushSubscriptionRequest): Promise<PushDevicesAnswer> {
    return this.reminders.addPushSubscription(request);
  }

  @MessagePattern(JournalPatterns.removePushSubscription)
  removePush(@Payload() request: PushEndpointRequest): Promise<PushDevicesAnswer> {
    return this.reminders.removePushSubscription(request);
  }

  @MessagePattern(JournalPatterns.unsubscribe)
  unsubscribe(@Payload() request: UnsubscribeRequest): Promise<UnsubscribeAnswer> {
    return this.reminders.unsubscribe(request);
  }
}
