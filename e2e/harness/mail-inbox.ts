/**
 * The mail catcher's messages over HTTP. The catcher lives in jest's global setup (the parent
 * process), the tests in their own module registries or worker processes, so they read what it
 * received through `serveInbox`'s URL rather than its memory.
 */
import { createServer } from 'node:http';
import type { CapturedMail } from './mail';
import { freePort } from './ports';

export interface Inbox {
  url: string;
  stop(): Promise<void>;
}

/** Answers every GET with `messages` as JSON (oldest first), as they are at that moment. */
export async function serveInbox(messages: CapturedMail[]): Promise<Inbox> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(messages));
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}/messages`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface MailInbox {
  /**
   * Resolves with the first message to `address` whose text matches `matching` (any, without it),
   * waiting for it to arrive. The app mails a confirmation link at sign-up, so a test that wants
   * another mail names what it looks for.
   */
  waitFor(address: string, timeoutMs?: number, matching?: RegExp): Promise<CapturedMail>;
}

const POLL_MS = 100;

export function mailInbox(url: string): MailInbox {
  return {
    async waitFor(address, timeoutMs = 20_000, matching) {
      const wanted = address.toLowerCase();
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const messages = (await (await fetch(url)).json()) as CapturedMail[];
        const found = messages.find(
          (mail) => mail.to.includes(wanted) && (!matching || matching.test(mail.text)),
        );
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(`No mail to ${address} arrived within ${timeoutMs / 1000} s`);
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    },
  };
}
