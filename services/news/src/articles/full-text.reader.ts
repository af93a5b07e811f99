import { Injectable } from '@nestjs/common';
import { AddressGuard } from '../fetch/address-guard';
import { FetchLimits } from '../fetch/fetch-document';
import { BoundedRuns, RUN_BUSY } from './bounded-runs';
import { fetchFullText } from './full-text';

/** How many article pages are fetched and parsed at once, and how long a further one waits. */
export interface ExtractionLimits {
  concurrency: number;
  waitMs: number;
}

/**
 * Reads an article's original page for its full text, within the configured limits. A page of up
 * to NEWS_PAGE_MAX_BYTES parsed by jsdom costs much memory and CPU, so one article's readers share
 * a single extraction and only a few run at a time.
 */
@Injectable()
export class FullTextReader {
  private readonly extractions: BoundedRuns<string | undefined>;

  constructor(
    private readonly limits: FetchLimits & { guard: AddressGuard },
    extraction: ExtractionLimits,
  ) {
    this.extractions = new BoundedRuns(extraction);
  }

  /** The page's main text (undefined when it has none), or RUN_BUSY when every slot stays taken. */
  read(articleId: string, url: string): Promise<string | undefined | typeof RUN_BUSY> {
    return this.extractions.run(articleId, () => fetchFullText(url, this.limits));
  }
}
