import { applyDecorators } from '@nestjs/common';
import { IsDefined, IsOptional, IsString, Validate, ValidatorConstraint } from 'class-validator';
import type { ValidatorConstraintInterface } from 'class-validator';
import { ApiProperty, ApiPropertyOptional } from '../openapi';
import {
  isCalendarDay,
  isTimeZone,
  JournalDayMessages,
  MAX_BACKDATE_DAYS,
} from '../web/journal-days';

@ValidatorConstraint({ name: 'calendarDay' })
class CalendarDay implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && isCalendarDay(value);
  }
}

@ValidatorConstraint({ name: 'timeZone' })
class TimeZoneName implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && isTimeZone(value);
  }
}

/**
 * The day an entry is about, YYYY-MM-DD in the writer's time zone. Its form is checked here; how
 * far back and whether it lies ahead depend on the moment and the zone, which the journal service
 * checks (entryDayProblem).
 */
export function EntryDayField(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({
      example: '2026-03-14',
      description: `the day the entry is about, YYYY-MM-DD in the writer's time zone: today or up to ${MAX_BACKDATE_DAYS} days back; absent, today (a new entry) or unchanged (an edit)`,
    }),
    IsOptional(),
    IsString({ message: JournalDayMessages.date }),
    Validate(CalendarDay, { message: JournalDayMessages.date }),
  );
}

/** The writer's IANA time zone, which says what their "today" is; optional unless `required`. */
export function TimeZoneField(description: string, { required = false } = {}): PropertyDecorator {
  return applyDecorators(
    required
      ? ApiProperty({ example: 'Europe/Berlin', description })
      : ApiPropertyOptional({ example: 'Europe/Berlin', description }),
    required ? IsDefined({ message: JournalDayMessages.timeZone }) : IsOptional(),
    IsString({ message: JournalDayMessages.timeZone }),
    Validate(TimeZoneName, { message: JournalDayMessages.timeZone }),
  );
}
