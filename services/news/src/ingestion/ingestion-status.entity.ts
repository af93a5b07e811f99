import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The outcome of the latest ingestion run, one row (id 1) that every run overwrites: the News page
 * reads it to say whether it shows today's news, stale articles or the samples.
 */
@Entity({ name: 'ingestion_status' })
export class IngestionStatus {
  @PrimaryColumn({ type: 'smallint' })
  id: number;

  @Column({ name: 'last_run_at', type: 'timestamptz' })
  lastRunAt: Date;

  /** Feeds and providers the run tried. */
  @Column({ type: 'integer' })
  sources: number;

  /** Of those, how many could not be read. */
  @Column({ type: 'integer' })
  unreachable: number;

  /** The end of the latest run that read at least one source; null while none ever has. */
  @Column({ name: 'last_live_at', type: 'timestamptz', nullable: true })
  lastLiveAt: Date | null;
}
