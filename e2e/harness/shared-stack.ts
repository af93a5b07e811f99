/**
 * The one stack a jest run of the browser tests shares: jest's global setup (`e2e/global-setup.ts`,
 * the parent process) starts it with its mail catcher, GitHub mock and Chromium, and hands their
 * addresses to the spec files through `E2E_SHARED_STACK`, as jest keeps no module state between
 * them. A spec file joins it in `useStack()` (suite.ts).
 *
 * Starting the stack costs far more than anything a spec does with it, so specs share it and keep
 * apart by their data: every account has a unique email, and the stack's rate limits are lifted
 * (stack.ts) because all the files call from one address.
 */
import { createECDH } from 'node:crypto';
import { launchBrowserServer } from './browser';
import { databaseProbe } from './database';
import { uniqueEmail } from './fixtures';
import { startGitHubMock, type GitHubUser } from './github-mock';
import { startMailCatcher } from './mail';
import { mailInbox, serveInbox, type MailInbox } from './mail-inbox';
import { startStack, type Stack } from './stack';

const ADDRESSES_ENV = 'E2E_SHARED_STACK';

/** What a spec file needs to reach the shared stack; JSON in `E2E_SHARED_STACK`. */
interface SharedStackAddresses {
  url: string;
  databaseUrl: string;
  mailInboxUrl: string;
  githubUser: GitHubUser;
  githubIssuer: string;
  browserEndpoint: string;
}

/** The shared stack as a spec file sees it. */
export interface SharedStack extends Pick<Stack, 'url' | 'query'> {
  /** The mail the stack sent, as its SMTP server received it. */
  mail: MailInbox;
  /** The account GitHub (the mock) signs in as, unless a browser names another (github-mock.ts). */
  githubUser: GitHubUser;
  /** GitHub's (the mock's) origin, for `githubSignsInAs`. */
  githubIssuer: string;
  /** The run's Chromium, to connect to (browser.ts). */
  browserEndpoint: string;
  /** Ends this file's database connection; the stack runs on for the next file. */
  close(): Promise<void>;
}

/**
 * The environment of the shared stack beyond stack.ts's test defaults. Its only news feed is
 * refused at once, so the news service seeds its demo articles, the same for every spec.
 */
const NEWS_OFFLINE = {
  NEWS_FEEDS: JSON.stringify([
    { name: 'Unreachable', url: 'http://127.0.0.1:9/feed.xml', category: 'World' },
  ]),
  NEWS_FETCH_TIMEOUT_MS: '2000',
};

/**
 * A VAPID key pair for the run (a P-256 key, as `npx web-push generate-vapid-keys` makes one), so
 * the stack offers push reminders and the profile's push switch can be tried.
 */
function vapidEnv(): Record<string, string> {
  const key = createECDH('prime256v1');
  key.generateKeys();
  const secret = key.getPrivateKey();
  return {
    VAPID_PUBLIC_KEY: key.getPublicKey().toString('base64url'),
    // 32 bytes: a key with leading zero bytes comes back shorter.
    VAPID_PRIVATE_KEY: Buffer.concat([Buffer.alloc(32 - secret.length), secret]).toString(
      'base64url',
    ),
    VAPID_SUBJECT: 'mailto:operator@sentilog.test',
  };
}

/** Starts the shared stack and its helpers, publishes their addresses, and returns the stop. */
export async function startSharedStack(): Promise<() => Promise<void>> {
  const stops: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop();
  };
  try {
    const mail = await startMailCatcher();
    stops.push(mail.stop);
    const inbox = await serveInbox(mail.messages);
    stops.push(inbox.stop);
    const github = await startGitHubMock({
      id: 4242,
      login: 'octocat',
      name: 'Octo Cat',
      email: uniqueEmail('octocat'),
      avatar_url: null,
    });
    stops.push(github.stop);
    const stack = await startStack({
      env: { SMTP_URL: mail.url, ...github.env, ...NEWS_OFFLINE, ...vapidEnv() },
    });
    stops.push(stack.stop);
    const browser = await launchBrowserServer();
    stops.push(() => browser.close());

    const addresses: SharedStackAddresses = {
      url: stack.url,
      databaseUrl: stack.databaseUrl,
      mailInboxUrl: inbox.url,
      githubUser: github.user,
      githubIssuer: github.issuer,
      browserEndpoint: browser.wsEndpoint(),
    };
    // Worker processes and the in-band test environments copy the parent's env when they start.
    process.env[ADDRESSES_ENV] = JSON.stringify(addresses);
  } catch (err) {
    await stopAll();
    throw err;
  }
  return stopAll;
}

/** The shared stack, for a spec file; throws when jest's e2e global setup did not run. */
export function joinSharedStack(): SharedStack {
  const published = process.env[ADDRESSES_ENV];
  if (!published) {
    throw new Error(
      `${ADDRESSES_ENV} is not set: run the browser tests through jest's e2e project ` +
        '(npx jest --selectProjects e2e, or a file under e2e/tests), whose global setup starts the stack.',
    );
  }
  const addresses = JSON.parse(published) as SharedStackAddresses;
  const db = databaseProbe(addresses.databaseUrl);
  return {
    url: addresses.url,
    query: db.query,
    mail: mailInbox(addresses.mailInboxUrl),
    githubUser: addresses.githubUser,
    githubIssuer: addresses.githubIssuer,
    browserEndpoint: addresses.browserEndpoint,
    close: db.end,
  };
}
