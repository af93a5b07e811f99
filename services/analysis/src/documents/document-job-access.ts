import type { DocumentJobAccess } from '@sentilog/contracts';
import type Redis from 'ioredis';

/**
 * Who may read a job (DocumentJobAccess in the contracts: the app's jobs through the app's route,
 * to whoever holds the id; the API's through the API's route, to the account that queued them).
 * The one rule: a job answers only through the route family that queued it, and for the API only
 * to the account that queued it. A job without a record (none written, or Redis lost it) answers
 * no one.
 */
export function mayRead(recorded: DocumentJobAccess | null, asker: DocumentJobAccess): boolean {
  if (!recorded || recorded.routes !== asker.routes) return false;
  return recorded.routes === 'app' || (asker.routes === 'api' && recorded.userId === asker.userId);
}

/** As long as anything of a job can be read: its stored result outlasts the queue's hour. */
const ACCESS_TTL_S = 24 * 60 * 60;

/**
 * The record of who may read each job, kept in Redis beside the job under its id (written before
 * the job is queued, so no job is ever readable without one), by the analysis service, which owns
 * the document queue (docs/architecture.md, "API keys": the rule is `mayRead`, the record this class).
 */
export class DocumentJobAccessRecords {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async remember(jobId: string, access: DocumentJobAccess): Promise<void> {
    await this.redis.set(this.key(jobId), JSON.stringify(access), 'EX', ACCESS_TTL_S);
  }

  async allows(jobId: string, asker: DocumentJobAccess): Promise<boolean> {
    const raw = await this.redis.get(this.key(jobId));
    return mayRead(raw ? (JSON.parse(raw) as DocumentJobAccess) : null, asker);
  }

  private key(jobId: string): string {
    return `${this.prefix}:document-job-access:${jobId}`;
  }
}
