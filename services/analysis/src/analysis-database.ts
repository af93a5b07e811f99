import { openMigratedDataSource, serviceDataSourceOptions } from '@sentilog/platform';
import { DataSource } from 'typeorm';
import { DocumentResult } from './documents/document-result.entity';
import { CreateDocumentResults1764500000000 } from './migrations/1764500000000-create-document-results';

export const ANALYSIS_SCHEMA = 'analysis';

/** What the analysis service keeps in PostgreSQL, for its module and for the worker. */
export const analysisDatabase = (url: string) => ({
  url,
  schema: ANALYSIS_SCHEMA,
  entities: [DocumentResult],
  migrations: [CreateDocumentResults1764500000000],
});

/** Opens the worker's own connection (the worker is not a Nest application), migrated. */
export function openAnalysisDatabase(url: string): Promise<DataSource> {
  return openMigratedDataSource(serviceDataSourceOptions(analysisDatabase(url)), ANALYSIS_SCHEMA);
}
