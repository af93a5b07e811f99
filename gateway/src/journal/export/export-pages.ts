import { JournalExportPage, JournalExportPart, JournalPatterns } from '@sentilog/contracts';
import { RpcService } from '../../rpc/rpc.service';

/**
 * The pages of one pass of an export, fetched one at a time as the caller asks for the next: the
 * gateway holds one page (at most a few MB, see the journal service's EXPORT_PAGE_BYTES) however
 * large the journal. `first` is the page already fetched, if any.
 */
export async function* exportPages(
  rpc: RpcService,
  request: { userId: string; until: string; part: JournalExportPart },
  first?: JournalExportPage,
): AsyncGenerator<JournalExportPage> {
  let page = first ?? (await rpc.call(JournalPatterns.exportPage, request));
  for (;;) {
    yield page;
    if (!page.next) return;
    page = await rpc.call(JournalPatterns.exportPage, {
      ...request,
      after: page.next,
    });
  }
}
