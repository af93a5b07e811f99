import type { EmotionLabel, SentimentLabel } from '@sentilog/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A journal entry: its HTML encrypted (see EntryCipher), its analysis, mood and tags in clear for
 * statistics. An entry has words (and so their analysis), a mood, or both; a mood alone stores an
 * empty text and no analysis.
 */
@Entity({ name: 'entries' })
export class JournalEntry {
  /** Chosen before insert: it is part of the ciphertext's associated data. */
  @PrimaryColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  /** IV ‖ GCM tag ‖ AES-256-GCM ciphertext of the sanitised HTML. */
  @Column({ type: 'bytea' })
  content: Buffer;

  @Column({ name: 'key_id', type: 'varchar', length: 32 })
  keyId: string;

  /** What the words read as; null, like the rest of the analysis, for a mood without words. */
  @Column({ type: 'varchar', length: 8, nullable: true })
  sentiment: SentimentLabel | null;

  @Column({ type: 'double precision', nullable: true })
  score: number | null;

  @Column({ type: 'double precision', nullable: true })
  confidence: number | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  emotion: EmotionLabel | null;

  @Column({ type: 'jsonb', nullable: true })
  emotions: Record<EmotionLabel, number> | null;

  /** How much feeling either way, in [0, 1]; null without words. */
  @Column({ type: 'double precision', nullable: true })
  magnitude: number | null;

  /** Positive wording over a negative situation (the irony flag); null without words. */
  @Column({ type: 'boolean', nullable: true })
  ironic: boolean | null;

  /** ISO 639-1, or 'und', of the words; any but English was read with no label. */
  @Column({ type: 'varchar', length: 8, nullable: true })
  language: string | null;

  /** The writer's own mood, 1–5, in clear for the insights (SQL groups it by day). */
  @Column({ type: 'smallint', nullable: true })
  mood: number | null;

  /** Activity tags, normalised (lowercase, no duplicates), in clear for the insights. */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  activities: string[];

  /** The day the entry is about, YYYY-MM-DD: the writer's own calendar day, maybe backdated. */
  @Column({ name: 'entry_date', type: 'date' })
  entryDate: string;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
