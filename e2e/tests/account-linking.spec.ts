/**
 * Linking a GitHub account to a signed-in SentiLog account, in real browsers: it starts on the
 * profile page, goes through GitHub (a mock), and links only once the person has seen which
 * SentiLog account it joins and confirmed. A second browser context plays the victim of a link
 * sent by someone else: neither the address the start answers nor the confirmation page's address
 * links anything there. On the shared stack: each browser is signed in at GitHub as an account of
 * its own (`githubSignsInAs`), so the run's one GitHub account stays as other files expect it.
 */
import type { BrowserContext, Page } from 'playwright-core';
import {
  githubSignsInAs,
  newContext,
  revealWholePage,
  saveScreenshot,
  seriousA11yViolations,
  signedInPage,
  signUpThroughApi,
  storageItem,
  uniqueEmail,
  useStack,
  watchErrors,
  type ApiSession,
} from '../harness';

const run = useStack();
const contexts: BrowserContext[] = [];

afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
});

/** `page`'s browser is signed in at GitHub as a new account from now on; its email. */
async function atGitHubAs(page: Page, id: number, login: string): Promise<string> {
  const email = uniqueEmail(login);
  await githubSignsInAs(page.context(), run.stack.githubIssuer, {
    id,
    login,
    name: `${login} person`,
    email,
    avatar_url: null,
  });
  return email;
}

/** A signed-up account whose email is confirmed (keys and links need it), and its own browser. */
async function personWithBrowser(label: string): Promise<{ session: ApiSession; page: Page }> {
  const session = await signUpThroughApi(run.stack.url, label);
  await run.stack.query('UPDATE auth.users SET email_verified_at = now() WHERE id = $1', [
    session.user.id,
  ]);
  const context = await newContext(run.browser, run.stack.url);
  contexts.push(context);
  return { session, page: await signedInPage(context, session) };
}

const identitiesOf = (userId: string) =>
  run.stack.query<{ provider_user_id: string }>(
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
    const githubEmail = await atGitHubAs(page, 7003, 'linker-gh');

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
    const started = await attacker.page.request.post(`${run.stack.url}/api/auth/link/github`, {
      headers: { authorization: `Bearer ${attacker.session.token}` },
    });
    expect(started.status()).toBe(200);
    const { url } = (await started.json()) as { url: string };
    await atGitHubAs(victim.page, 7001, 'victim-gh');
    await victim.page.goto(url);
    await victim.page.waitForURL((to) => to.origin === run.stack.url && to.pathname === '/', {
      timeout: 20_000,
    });
    expect(await identitiesOf(attacker.session.user.id)).toEqual([]);
    const victimNow = JSON.parse((await storageItem(victim.page, 'user')) ?? '{}') as {
      id?: string;
    };
    expect(victimNow.id).not.toBe(attacker.session.user.id);

    // (b) The attacker goes through GitHub in their own browser and sends the confirmation
    // page's address instead: in the victim's browser it is refused, with nothing to press.
    await atGitHubAs(attacker.page, 7002, 'mallory-gh');
    await startLinkOnProfile(attacker.page);
    const confirmationAddress = attacker.page.url();
    await victim.page.goto(confirmationAddress.replace(/^https?:\/\/[^/]+/, run.stack.url));
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
