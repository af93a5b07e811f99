import type { EmotionLabel, SentimentLabel } from '@sentilog/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A journal entry: its HTML encrypted (see EntryCipher), its analysis, mood and tags in clear for
 * statistics.
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

  @Column({ type: 'varchar', length: 8 })
  sentiment: SentimentLabel;

  @Column({ type: 'double precision' })
  score: number;

  @Column({ type: 'double precision' })
  confidence: number;

  @Column({ type: 'varchar', length: 16 })
  emotion: EmotionLabel;

  @Column({ type: 'jsonb' })
  emotions: Record<EmotionLabel, number>;

  /** The writer's own mood, 1–5, in clear for the insights (SQL groups it by day). */
  @Column({ type: 'smallint', nullable: true })
  mood: number | null;

  /** Activity tags, normalised (lowercase, no duplicates), in clear for the insights. */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  activities: string[];

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
