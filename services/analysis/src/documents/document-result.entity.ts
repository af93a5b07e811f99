import type { DocumentAnalysis } from '@sentilog/contracts';
import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A finished document's analysis. It lives here rather than in the BullMQ job, because the
 * extracted text can be megabytes and Redis holds every job in memory.
 */
@Entity({ name: 'document_results' })
export class DocumentResult {
  @PrimaryColumn({ name: 'job_id', type: 'uuid' })
  jobId: string;

  @Column({ name: 'extracted_text', type: 'text' })
  extractedText: string;

  @Column({ type: 'jsonb' })
  sentiment: DocumentAnalysis['sentiment'];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Index()
  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;
}
