import { Injectable } from '@nestjs/common';
import { AddressGuard } from '../fetch/address-guard';
import { FetchLimits } from '../fetch/fetch-document';
import { fetchFullText } from './full-text';

/** Reads an article's original page for its full text, within the configured limits. */
@Injectable()
export class FullTextReader {
  constructor(private readonly limits: FetchLimits & { guard: AddressGuard }) {}

  read(url: string): Promise<string | undefined> {
    return fetchFullText(url, this.limits);
  }
}
