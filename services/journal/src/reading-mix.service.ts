import { Injectable } from '@nestjs/common';
import { NewsReadingMix, READING_MIX_DAYS, ReadingMixRequest } from '@sentilog/contracts';
import { JournalRepository } from './journal.repository';
import { readingMix } from './reading-mix';
import { addDays, utcDay } from './stats-periods';

/** "My news bias" of the Daily News Hub, from the articles the user opened (reading-mix.ts). */
@Injectable()
export class ReadingMixService {
  constructor(private readonly repository: JournalRepository) {}

  async readingMix(request: ReadingMixRequest, now = new Date()): Promise<NewsReadingMix> {
    const to = utcDay(now);
    const from = addDays(to, -(READING_MIX_DAYS - 1));
    const opened = await this.repository.openedArticleOutlets(request.userId, from);
    return readingMix(opened, { days: READING_MIX_DAYS, from, to });
  }
}
