/**
 * Linking a GitHub account to a signed-in SentiLog account, in real browsers: it starts on the
 * profile page, goes through GitHub (a mock), and links only once the person has seen which
 * SentiLog account it joins and confirmed. A second browser context plays the victim of a link
 * sent by someone else: neither the address the start answers nor the confirmation page's address
 * links anything there. A stack of its own, with a GitHub mock whose account each test chooses
 * (the shared stack's one GitHub account signs in elsewhere in the run).
 */
import type { BrowserContext, Page } from 'playwright-core';
import {
  newContext,
  revealWholePage,
  saveScreenshot,
  seriousA11yViolations,
  signedInPage,
  signUpThroughApi,
  startGitHubMock,
  startStack,
  storageItem,
  uniqueEmail,
  useStack,
  watchErrors,
  type ApiSession,
  type GitHubMock,
  type Stack,
} from '../harness';

const run = useStack();
let stack: Stack;
let github: GitHubMock;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  github = await startGitHubMock({
    id: 7000,
    login: 'nobody-yet',
    name: 'No Body',
    email: uniqueEmail('gh'),
    avatar_url: null,
  });
  stack = await startStack({ env: github.env });
}, 180_000);

afterAll(async () => {
  await stack?.stop();
  await github?.stop();
}, 60_000);

afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
});

/** The GitHub account the mock signs in as from now on. */
function githubSignsInAs(id: number, login: string): string {
  const email = uniqueEmail(login);
  Object.assign(github.user, { id, login, name: `${login} person`, email });
  return email;
}

/** A signed-up account whose email is confirmed (keys and links need it), and its own browser. */
async function personWithBrowser(label: string): Promise<{ session: ApiSession; page: Page }> {
  const session = await signUpThroughApi(stack.url, label);
  await stack.query('UPDATE auth.users SET email_verified_at = now() WHERE id = $1', [
    session.user.id,
  ]);
  const context = await newContext(run.browser, stack.url);
  contexts.push(context);
  return { session, page: await signedInPage(context, session) };
}

const identitiesOf = (userId: string) =>
  stack.query<{ provider_user_id: string }>(
    'SELECT provider_user_id FROM auth.oauth_identities WHERE user_id = $1',
    [userId],
  );

/** On the profile page, 'Link GitHub account', through GitHub, back on the confirmation page. */
async function startLinkOnProfile(page: Page): Promise<void> {
  await page.goto('/user-profile');
  await page.getByRole('button', { name: 'Link GitHub account' }).click();
  await page.waitForURL(
    (url) => url.pathname === '/oauth-callback' && url.searchParams.has('link'),
    {
      timeout: 20_000,
    },
  );
}

describe('linking a GitHub account', () => {
  it('links only after the person saw which SentiLog account it joins and confirmed it', async () => {
    const { session, page } = await personWithBrowser('linker');
    const errors = watchErrors(page);
    const githubEmail = githubSignsInAs(7003, 'linker-gh');

    await startLinkOnProfile(page);
    await page.getByRole('heading', { level: 1, name: 'Link your GitHub account?' }).waitFor();
    const question = await page.getByTestId('link-question').innerText();
    expect(question).toContain(`The GitHub account ${githubEmail}`);
    expect(question).toContain(`to the SentiLog account ${session.user.email}`);
    // Nothing is linked while the question is asked.
    expect(await identitiesOf(session.user.id)).toEqual([]);
    // Revealed first: the footer fades in beneath a short page, and mid-fade reads as low contrast.
    await revealWholePage(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'account-link-confirm');

    await page.getByRole('button', { name: 'Link accounts' }).click();
    await page.getByText('Linked your GitHub account').waitFor();
    await page.waitForURL((url) => url.pathname === '/user-profile');
    expect(await identitiesOf(session.user.id)).toEqual([{ provider_user_id: '7003' }]);
    // The link signed out other sessions and gave this browser a new token.
    expect(await storageItem(page, 'token')).not.toBe(session.token);
    expect(errors).toEqual([]);
  });

  it("a link started in one browser links nothing in another: neither the start's address nor the confirmation page's", async () => {
    const attacker = await personWithBrowser('mallory');
    const victim = await personWithBrowser('victim');

    // (a) The address the start answers, sent to the victim, who is signed in at GitHub: it is
    // a plain GitHub sign-in of the victim's own in the victim's browser.
    const started = await attacker.page.request.post(`${stack.url}/api/auth/link/github`, {
      headers: { authorization: `Bearer ${attacker.session.token}` },
    });
    expect(started.status()).toBe(200);
    const { url } = (await started.json()) as { url: string };
    githubSignsInAs(7001, 'victim-gh');
    await victim.page.goto(url);
    await victim.page.waitForURL((to) => to.origin === stack.url && to.pathname === '/', {
      timeout: 20_000,
    });
    expect(await identitiesOf(attacker.session.user.id)).toEqual([]);
    const victimNow = JSON.parse((await storageItem(victim.page, 'user')) ?? '{}') as {
      id?: string;
    };
    expect(victimNow.id).not.toBe(attacker.session.user.id);

    // (b) The attacker goes through GitHub in their own browser and sends the confirmation
    // page's address instead: in the victim's browser it is refused, with nothing to press.
    githubSignsInAs(7002, 'mallory-gh');
    await startLinkOnProfile(attacker.page);
    const confirmationAddress = attacker.page.url();
    await victim.page.goto(confirmationAddress.replace(/^https?:\/\/[^/]+/, stack.url));
    await victim.page.getByRole('heading', { level: 1, name: 'Account Not Linked' }).waitFor();
    await victim.page
      .getByRole('alert')
      .getByText('This link request has expired or was started in another browser.', {
        exact: false,
      })
      .waitFor();
    expect(await victim.page.getByRole('button', { name: 'Link accounts' }).count()).toBe(0);
    expect(await identitiesOf(attacker.session.user.id)).toEqual([]);
    expect(await identitiesOf(victim.session.user.id)).toEqual([]);
    await saveScreenshot(victim.page, 'account-link-refused');
  });
});
