import { JournalPatterns, NewsPatterns } from '@sentilog/contracts';
import { RpcCallError } from '@sentilog/transport';
import { EMPTY, Observable, of, throwError } from 'rxjs';
import { RpcCaller } from './rpc-caller';

const sender = (reply: () => Observable<unknown>) => ({ send: jest.fn(reply) });

describe('RpcCaller', () => {
  it('sends the pattern string and the request as they are, and resolves with the reply', async () => {
    const client = sender(() => of({ deleted: true }));
    const answer = await new RpcCaller(client).call(JournalPatterns.remove, {
      userId: 'u',
      id: 'e',
    });
    expect(client.send).toHaveBeenCalledWith('journal.remove', { userId: 'u', id: 'e' });
    expect(answer).toEqual({ deleted: true });
  });

  it("rejects with the transport's error", async () => {
    const error = new RpcCallError('Story not found', 404, NewsPatterns.story);
    const client = sender(() => throwError(() => error));
    await expect(new RpcCaller(client).call(NewsPatterns.story, { id: 'x' })).rejects.toBe(error);
  });

  it('resolves with undefined when the handler answered nothing', async () => {
    const client = sender(() => EMPTY);
    await expect(new RpcCaller(client).call(NewsPatterns.status, {})).resolves.toBeUndefined();
  });

  it('is a function that can be handed on unbound', async () => {
    const { call } = new RpcCaller(sender(() => of([])));
    await expect(call(NewsPatterns.stories, {})).resolves.toEqual([]);
  });
});

// Type-level checks: `tsc -p tsconfig.spec.json` fails if any `@ts-expect-error` line compiles.
export async function typeChecks(rpc: RpcCaller): Promise<void> {
  const page = await rpc.call(JournalPatterns.list, { userId: 'u' });
  // The answer's type comes from the catalogue: a JournalPage has entries.
  void page.entries;
  // @ts-expect-error: a JournalPage has no `deleted`
  void page.deleted;
  // @ts-expect-error: journal.get's request is `{userId, id}`, not a text
  await rpc.call(JournalPatterns.get, { userId: 'u', text: 'x' });
  // @ts-expect-error: a request without its required field
  await rpc.call(NewsPatterns.story, {});
  // @ts-expect-error: only the catalogue's patterns can be called
  await rpc.call('journal.nothing', {});
}
