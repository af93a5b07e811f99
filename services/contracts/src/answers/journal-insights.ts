import { ApiProperty } from '../openapi';

/** One day of the calendar heatmap that has entries. */
export class JournalCalendarDay {
  @ApiProperty({ example: '2026-03-14' })
  date: string;
  @ApiProperty({ description: 'entries written that day' })
  entries: number;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: "mean of the day's chosen moods (1–5), one decimal; null when none was chosen",
    example: 3.5,
  })
  mood: number | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description:
      'only on a day without a picked mood: what its words read as, on the same 1–5 scale (3 + 2 × mean score), one decimal; null otherwise',
    example: 3.8,
  })
  wordsMood: number | null;
}

/** The days of the heatmap: `from`..`to` (the writer's days, inclusive), only days with entries listed. */
export class JournalCalendar {
  @ApiProperty({ example: '2025-09-25' })
  from: string;
  @ApiProperty({ example: '2026-03-25' })
  to: string;
  @ApiProperty({ type: [JournalCalendarDay] })
  days: JournalCalendarDay[];
}

/** Runs of consecutive days with at least one entry. */
export class JournalStreaks {
  @ApiProperty({
    description:
      'days in the run that ends today, or yesterday when nothing is written yet today; 0 otherwise',
  })
  current: number;
  @ApiProperty({ description: 'the longest run ever' })
  longest: number;
  @ApiProperty({ type: String, nullable: true, example: '2026-03-25' })
  lastEntryDay: string | null;
}

/** An activity or news topic with the days it was and was not there. */
export class JournalFactorCount {
  @ApiProperty({ enum: ['activity', 'topic'] })
  kind: 'activity' | 'topic';
  @ApiProperty({ description: 'the activity tag, or the news category of articles opened' })
  name: string;
  @ApiProperty({ description: 'days with a chosen mood on which it was there' })
  daysWith: number;
  @ApiProperty({ description: 'days with a chosen mood on which it was not' })
  daysWithout: number;
}

/** How the mood of days with a factor compares with days without it: an association only. */
export class JournalAssociation extends JournalFactorCount {
  @ApiProperty({ description: 'mean day mood (1–5) on days with it, one decimal', example: 4.1 })
  moodWith: number;
  @ApiProperty({ description: 'mean day mood (1–5) on days without it, one decimal', example: 3.3 })
  moodWithout: number;
  @ApiProperty({ description: 'moodWith − moodWithout, one decimal', example: 0.8 })
  difference: number;
  @ApiProperty({
    example: 'On days with exercise your mood averaged 0.8 higher (5 days with it, 9 without).',
  })
  summary: string;
}

/** "What goes with your good and bad days", or why there is nothing to say yet. */
export class JournalMoodInsights {
  @ApiProperty({ enum: ['ready', 'too-few-days'] })
  status: 'ready' | 'too-few-days';
  @ApiProperty({
    description: 'one sentence for the person: what the figures rest on, or what is missing',
  })
  message: string;
  @ApiProperty({ description: 'first day looked at' })
  from: string;
  @ApiProperty({ description: 'days in the window with a chosen mood' })
  moodDays: number;
  @ApiProperty({ description: 'mood days needed before anything is compared' })
  minMoodDays: number;
  @ApiProperty({ description: 'days needed both with and without a factor to compare it' })
  minDaysEach: number;
  @ApiProperty({ type: [JournalAssociation], description: 'higher mood, largest difference first' })
  good: JournalAssociation[];
  @ApiProperty({ type: [JournalAssociation], description: 'lower mood, largest difference first' })
  bad: JournalAssociation[];
  @ApiProperty({
    type: [JournalFactorCount],
    description: 'compared, with a difference too small to call (under minDifference)',
  })
  noClearDifference: JournalFactorCount[];
  @ApiProperty({ type: [JournalFactorCount], description: 'seen, but on too few days to compare' })
  tooFewDays: JournalFactorCount[];
  @ApiProperty({ description: 'smallest difference (mood points) reported as one', example: 0.3 })
  minDifference: number;
}

/** `GET /api/journal/insights`: the Dashboard's calendar, streaks and mood insights. */
export class JournalInsights {
  @ApiProperty({ description: 'the day the figures end on: today in the writer’s time zone' })
  today: string;
  @ApiProperty({ type: JournalCalendar })
  calendar: JournalCalendar;
  @ApiProperty({ type: JournalStreaks })
  streaks: JournalStreaks;
  @ApiProperty({ type: JournalMoodInsights })
  insights: JournalMoodInsights;
}

/** `GET /api/journal/activities`: tags to offer in the editor. */
export class JournalActivityTags {
  @ApiProperty({
    type: [String],
    description: "the writer's own tags, most used first, then the defaults they have not used",
    example: ['exercise', 'choir', 'work', 'sleep'],
  })
  tags: string[];
}
