import { Injectable } from '@nestjs/common';
import { GatewayRedis } from '../common/redis.provider';

/** As long as anything of a job can be read: its stored result outlasts the queue's hour. */
const OWNER_TTL_S = 24 * 60 * 60;

const ownerKey = (jobId: string) => `api-key-jobs:${jobId}`;

/**
 * Which user queued a document through the API, so only that user's keys can read its job (job
 * ids are random, but a key must never reach what another account uploaded).
 */
@Injectable()
export class DocumentOwners {
  constructor(private readonly redis: GatewayRedis) {}

  async remember(jobId: string, userId: string): Promise<void> {
    await this.redis.set(ownerKey(jobId), userId, 'EX', OWNER_TTL_S);
  }

  async isOwner(jobId: string, userId: string): Promise<boolean> {
    return (await this.redis.get(ownerKey(jobId))) === userId;
  }
}
