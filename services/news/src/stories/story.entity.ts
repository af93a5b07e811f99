import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Articles about one event (stories/cluster.ts decides which); its articles point to it. */
@Entity({ name: 'stories' })
export class Story {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The title of the article nearest the centroid, kept as articles join. */
  @Column({ type: 'text' })
  title: string;

  @Column({ name: 'first_published_at', type: 'timestamptz' })
  firstPublishedAt: Date;

  @Column({ name: 'last_published_at', type: 'timestamptz' })
  lastPublishedAt: Date;

  /** The mean of its articles' sentence vectors: what a new article's vector is compared with. */
  @Column({ type: 'real', array: true })
  centroid: number[];

  @Column({ name: 'article_count', type: 'int' })
  articleCount: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
