import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Validate,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
} from 'class-validator';
import { ApiPropertyOptional } from '../openapi';
import {
  DEFAULT_ACTIVITIES,
  isValidActivity,
  JOURNAL_MOODS,
  JournalMoodMessages,
  MAX_ACTIVITIES,
  MAX_ACTIVITY_LENGTH,
  normaliseActivities,
  type JournalMood,
} from '../web/journal-mood';

@ValidatorConstraint({ name: 'activity' })
class ActivityTag implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && isValidActivity(value);
  }
}

/**
 * An entry's optional mood: 1–5; null clears it on an edit, absent leaves it as it is. The checks
 * run in the order listed (applyDecorators registers them so), and the first failure is reported.
 */
export function MoodField(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({
      enum: JOURNAL_MOODS,
      nullable: true,
      description: 'the writer’s mood: 1 very bad … 5 very good; null clears it on an edit',
    }),
    IsOptional(),
    IsInt({ message: JournalMoodMessages.mood }),
    IsIn(JOURNAL_MOODS, { message: JournalMoodMessages.mood }),
  );
}

/** An entry's activity tags, stored normalised (trimmed, lowercase, duplicates dropped). */
export function ActivitiesField(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({
      type: [String],
      maxItems: MAX_ACTIVITIES,
      example: [...DEFAULT_ACTIVITIES.slice(0, 3)],
      description: `at most ${MAX_ACTIVITIES} tags of 1–${MAX_ACTIVITY_LENGTH} letters, digits, spaces or hyphens; stored lowercase without duplicates; absent leaves an edited entry's tags as they are`,
    }),
    Transform(({ value }) => normaliseActivities(value)),
    IsOptional(),
    IsArray({ message: JournalMoodMessages.activities }),
    ArrayMaxSize(MAX_ACTIVITIES, { message: JournalMoodMessages.activities }),
    IsString({ each: true, message: JournalMoodMessages.activity }),
    Validate(ActivityTag, { each: true, message: JournalMoodMessages.activity }),
  );
}

/** The mood and tags beside an entry's text, as the gateway hands them on. */
export interface JournalEntryMood {
  mood?: JournalMood | null;
  activities?: string[];
}
