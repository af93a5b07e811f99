import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DOCUMENT_RESULT_TTL_SECONDS, type DocumentAnalysis } from '@sentilog/contracts';
import { DataSource, LessThan, MoreThan, Repository } from 'typeorm';
import { DocumentResult } from './documents/document-result.entity';

/**
 * All of the analysis service's database access: finished documents' analyses, kept for
 * DOCUMENT_RESULT_TTL_SECONDS. The RPC process reads them; the document worker, not a Nest
 * application, builds it over its own DataSource (openAnalysisDatabase) to write and purge them.
 */
@Injectable()
export class AnalysisRepository {
  private readonly results: Repository<DocumentResult>;

  constructor(@InjectDataSource() db: DataSource) {
    this.results = db.getRepository(DocumentResult);
  }

  /** Idempotent: a job retried after a crash writes the same row again. */
  async saveDocumentResult(analysis: DocumentAnalysis): Promise<void> {
    await this.results.upsert(
      {
        jobId: analysis.jobId,
        extractedText: analysis.extractedText,
        sentiment: analysis.sentiment,
        expiresAt: new Date(Date.now() + DOCUMENT_RESULT_TTL_SECONDS * 1000),
      },
      ['jobId'],
    );
  }

  /** The job's analysis, or null when there is none or it is past its time. */
  async findDocumentResult(jobId: string): Promise<DocumentAnalysis | null> {
    const row = await this.results.findOneBy({ jobId, expiresAt: MoreThan(new Date()) });
    return row
      ? { jobId: row.jobId, extractedText: row.extractedText, sentiment: row.sentiment }
      : null;
  }

  /** Deletes the results past their time; returns how many there were. */
  async deleteExpiredDocumentResults(): Promise<number> {
    const { affected } = await this.results.delete({ expiresAt: LessThan(new Date()) });
    return affected ?? 0;
  }
}
