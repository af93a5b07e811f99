import { DOCUMENT_RESULT_TTL_SECONDS, type DocumentAnalysis } from '@sentilog/contracts';
import { openMigratedDataSource, serviceDataSourceOptions } from '@sentilog/platform';
import { DataSource, LessThan, MoreThan, Repository } from 'typeorm';
import { CreateDocumentResults1764500000000 } from '../migrations/1764500000000-create-document-results';
import { DocumentResult } from './document-result.entity';

export const ANALYSIS_SCHEMA = 'analysis';

/** What the analysis service keeps in PostgreSQL, for its module and for the worker. */
export const analysisDatabase = (url: string) => ({
  url,
  schema: ANALYSIS_SCHEMA,
  entities: [DocumentResult],
  migrations: [CreateDocumentResults1764500000000],
});

/** Finished documents' analyses, kept for DOCUMENT_RESULT_TTL_SECONDS. */
export class DocumentResults {
  constructor(private readonly repository: Repository<DocumentResult>) {}

  /** Opens the worker's own connection (the worker is not a Nest application). */
  static async open(url: string): Promise<{ results: DocumentResults; dataSource: DataSource }> {
    const dataSource = await openMigratedDataSource(
      serviceDataSourceOptions(analysisDatabase(url)),
      ANALYSIS_SCHEMA,
    );
    return { results: new DocumentResults(dataSource.getRepository(DocumentResult)), dataSource };
  }

  /** Idempotent: a job retried after a crash writes the same row again. */
  async save(analysis: DocumentAnalysis): Promise<void> {
    await this.repository.upsert(
      {
        jobId: analysis.jobId,
        extractedText: analysis.extractedText,
        sentiment: analysis.sentiment,
        expiresAt: new Date(Date.now() + DOCUMENT_RESULT_TTL_SECONDS * 1000),
      },
      ['jobId'],
    );
  }

  async find(jobId: string): Promise<DocumentAnalysis | null> {
    const row = await this.repository.findOneBy({ jobId, expiresAt: MoreThan(new Date()) });
    return row
      ? { jobId: row.jobId, extractedText: row.extractedText, sentiment: row.sentiment }
      : null;
  }

  async deleteExpired(): Promise<number> {
    const { affected } = await this.repository.delete({ expiresAt: LessThan(new Date()) });
    return affected ?? 0;
  }
}
