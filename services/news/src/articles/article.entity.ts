import type { NewsBias, NewsSentiment } from '@sentilog/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'articles' })
export class Article {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Canonical address (tracking parameters stripped); unique, so an article is stored once. */
  @Column({ type: 'text', unique: true })
  url: string;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'text' })
  description: string;

  /** What the source carried, as plain text. */
  @Column({ type: 'text' })
  text: string;

  /** The full text read from the original page, once someone opened the article. */
  @Column({ type: 'text', nullable: true })
  content: string | null;

  /** When reading the original page was last tried; a failure is not retried at once. */
  @Column({ name: 'content_fetched_at', type: 'timestamptz', nullable: true })
  contentFetchedAt: Date | null;

  @Column({ type: 'varchar', length: 100 })
  source: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  author: string | null;

  @Column({ type: 'varchar', length: 60 })
  category: string;

  @Column({ type: 'text', array: true })
  tags: string[];

  @Column({ name: 'published_at', type: 'timestamptz' })
  publishedAt: Date;

  @Column({ name: 'read_time', type: 'varchar', length: 20 })
  readTime: string;

  @Column({ type: 'varchar', length: 8 })
  sentiment: NewsSentiment;

  /** P(positive) − P(negative), in [-1, 1]: what the daily mean is taken over. */
  @Column({ name: 'sentiment_score', type: 'real' })
  sentimentScore: number;

  @Column({ type: 'real' })
  confidence: number;

  /** How much feeling headline and summary carry either way, in [0, 1]. */
  @Column({ name: 'sentiment_magnitude', type: 'real', default: 0 })
  sentimentMagnitude: number;

  /** Positive wording over a negative situation (the irony flag). */
  @Column({ type: 'boolean', default: false })
  ironic: boolean;

  /** ISO 639-1 of headline and summary, or 'und'; any language but English is read with no label. */
  @Column({ type: 'varchar', length: 8, default: 'und' })
  language: string;

  @Column({ type: 'varchar', length: 6 })
  bias: NewsBias;

  @Column({ name: 'bias_confidence', type: 'real' })
  biasConfidence: number;

  /** The sentiment reading is more often wrong than right at its confidence (calibration). */
  @Column({ name: 'sentiment_uncertain', type: 'boolean', default: false })
  sentimentUncertain: boolean;

  /** "tier@version" of the model that read the sentiment (null: stored before it was recorded). */
  @Column({ name: 'sentiment_model', type: 'varchar', length: 40, nullable: true })
  sentimentModel: string | null;

  @Column({ name: 'bias_uncertain', type: 'boolean', default: false })
  biasUncertain: boolean;

  @Column({ name: 'bias_model', type: 'varchar', length: 40, nullable: true })
  biasModel: string | null;

  /** The outlet as the outlet table knows it, with its own rating; null for an outlet it does not. */
  @Column({ name: 'outlet_name', type: 'varchar', length: 100, nullable: true })
  outletName: string | null;

  @Column({ name: 'outlet_rating', type: 'varchar', length: 6, nullable: true })
  outletRating: NewsBias | null;

  /** One of the articles the project writes itself for a machine with no reachable feed. */
  @Column({ name: 'is_demo', type: 'boolean', default: false })
  isDemo: boolean;

  /** The sentence vector of title and description (analysis.embed); null: stored before stories. */
  @Column({ type: 'real', array: true, nullable: true, select: false })
  embedding: number[] | null;

  /** The story of its event (null: stored before stories, or its story was pruned). */
  @Column({ name: 'story_id', type: 'uuid', nullable: true })
  storyId: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
