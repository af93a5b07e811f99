import { PATTERN_METADATA } from '@nestjs/microservices/constants';
import { JournalEntryRef, JournalPatterns, NewsPatterns } from '@sentilog/contracts';
import { TypedMessagePattern } from './rpc-handler';

class Handlers {
  @TypedMessagePattern(JournalPatterns.remove)
  remove(_ref: JournalEntryRef): Promise<{ deleted: true }> {
    return Promise.resolve({ deleted: true });
  }

  /** A handler may take no request at all, and answer synchronously. */
  @TypedMessagePattern(NewsPatterns.stories)
  stories(): [] {
    return [];
  }
}

describe('TypedMessagePattern', () => {
  it('registers the handler under the same pattern string as @MessagePattern', () => {
    expect(Reflect.getMetadata(PATTERN_METADATA, Handlers.prototype.remove)).toEqual([
      'journal.remove',
    ]);
    expect(Reflect.getMetadata(PATTERN_METADATA, Handlers.prototype.stories)).toEqual([
      'news.stories',
    ]);
  });
});

// Type-level checks: `tsc -p tsconfig.spec.json` fails if any `@ts-expect-error` line compiles.
export class WrongHandlers {
  // @ts-expect-error: journal.remove answers `{deleted: true}`, not a boolean
  @TypedMessagePattern(JournalPatterns.remove)
  remove(_ref: JournalEntryRef): Promise<boolean> {
    return Promise.resolve(true);
  }

  // @ts-expect-error: journal.remove's request is a JournalEntryRef, not a story id
  @TypedMessagePattern(JournalPatterns.remove)
  removeById(_request: { storyId: string }): { deleted: true } {
    return { deleted: true };
  }
}
