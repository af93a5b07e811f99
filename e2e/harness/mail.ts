/**
 * A real SMTP server (the smtp-server package) that keeps every message it receives, so a test
 * can read the password-reset mail the app sends. Point the stack's SMTP_URL at `url`; the tests
 * read the messages through `mail-inbox.ts`, as the catcher runs in jest's global setup.
 */
import { SMTPServer } from 'smtp-server';
import { freePort } from './ports';

export interface CapturedMail {
  to: string[];
  raw: string;
  /** Headers removed, quoted-printable and base64 parts decoded: good enough to find links. */
  text: string;
}

export interface MailCatcher {
  url: string;
  /** Every message received so far, oldest first. */
  messages: CapturedMail[];
  stop(): Promise<void>;
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Decodes each MIME part by its transfer encoding and joins them. */
export function readableText(raw: string): string {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  return parts
    .map((part) => {
      const split = part.search(/\r?\n\r?\n/);
      if (split < 0) return part;
      const headers = part.slice(0, split);
      const body = part.slice(split).trim();
      if (/content-transfer-encoding:\s*quoted-printable/i.test(headers))
        return decodeQuotedPrintable(body);
      if (/content-transfer-encoding:\s*base64/i.test(headers)) {
        return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
      }
      return body;
    })
    .join('\n');
}

export async function startMailCatcher(): Promise<MailCatcher> {
  const messages: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail: CapturedMail = {
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          raw,
          text: readableText(raw),
        };
        messages.push(mail);
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
