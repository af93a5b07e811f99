import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
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
import { TypedMessagePattern } from '@sentilog/platform';
import { RemindersService } from './reminders.service';

/** The daily reminder's settings, push subscriptions and unsubscribe links. */
@Controller()
export class RemindersController {
  constructor(private readonly reminders: RemindersService) {}

  @TypedMessagePattern(JournalPatterns.reminderSettings)
  settings(@Payload() request: JournalUserRequest): Promise<ReminderSettingsView> {
    return this.reminders.settings(request.userId);
  }

  @TypedMessagePattern(JournalPatterns.updateReminderSettings)
  update(@Payload() request: ReminderSettingsRequest): Promise<ReminderSettingsView> {
    return this.reminders.update(request);
  }

  @TypedMessagePattern(JournalPatterns.addPushSubscription)
  addPush(@Payload() request: PushSubscriptionRequest): Promise<PushDevicesAnswer> {
    return this.reminders.addPushSubscription(request);
  }

  @TypedMessagePattern(JournalPatterns.removePushSubscription)
  removePush(@Payload() request: PushEndpointRequest): Promise<PushDevicesAnswer> {
    return this.reminders.removePushSubscription(request);
  }

  @TypedMessagePattern(JournalPatterns.unsubscribe)
  unsubscribe(@Payload() request: UnsubscribeRequest): Promise<UnsubscribeAnswer> {
    return this.reminders.unsubscribe(request);
  }
}
