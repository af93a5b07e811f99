/**
 * Debian's Chromium driven by playwright-core, plus the page helpers every browser test uses:
 * a theme-aware context, screenshots under test-results/screenshots, and the axe-core check.
 */
import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserServer,
  type Download,
  type Page,
} from 'playwright-core';
import { SCREENSHOT_DIR } from './paths';

export type Theme = 'light' | 'dark';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const LAUNCH_OPTIONS = {
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

/**
 * The run's one Chromium, which every spec file connects to (`connectBrowser`) with contexts of its
 * own: a launch per file cost about two seconds of CPU, on a machine the browser tests share with
 * the rest of `npm test`.
 */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer(LAUNCH_OPTIONS);
}

/** The run's Chromium (`launchBrowserServer`); closing what this answers closes its contexts only. */
export function connectBrowser(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint);
}

/**
 * A fresh browser context (empty local storage) whose system preference is `theme`, so the app
 * starts in that theme without a stored choice.
 */
export async function newContext(
  browser: Browser,
  baseURL: string,
  options: { theme?: Theme; width?: number; height?: number } = {},
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    colorScheme: options.theme ?? 'light',
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    reducedMotion: 'no-preference',
  });
}

/**
 * A download's bytes. Read through its stream: a browser connected to (the run's one Chromium)
 * keeps the file on its side, so `download.path()` is not there to read.
 */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Page errors and console errors, so a test can assert the page ran cleanly. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return errors;
}

/**
 * The browser globals the tests touch inside `page.evaluate`. The tests' tsconfig has no DOM
 * types, so code that runs in the page reaches them through `globalThis as unknown as InPage`
 * (the cast disappears when the function is sent to the page).
 */
export interface InPage {
  innerHeight: number;
  scrollY: number;
  scrollTo(x: number, y: number): void;
  localStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void };
  document: {
    documentElement: { scrollHeight: number; getAttribute(name: string): string | null };
    body: unknown;
    activeElement: { id?: string } | null;
  };
  getComputedStyle(element: unknown): { backgroundColor: string };
}

export function storageItem(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => (globalThis as unknown as InPage).localStorage.getItem(name), key);
}

export function scrollPosition(page: Page): Promise<number> {
  return page.evaluate(() => (globalThis as unknown as InPage).scrollY);
}

export function documentTheme(page: Page): Promise<string | null> {
  return page.evaluate(() =>
    (globalThis as unknown as InPage).document.documentElement.getAttribute('data-theme'),
  );
}

/**
 * The whole page as `test-results/screenshots/<name>.png`; with `{ fullPage: false }` the viewport
 * only, for a modal (fixed over the page, which a full-page capture stretches apart).
 */
export async function saveScreenshot(
  page: Page,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage });
  return path;
}

export interface AxeProblem {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/**
 * axe-core's serious and critical violations on the page as it is now (WCAG 2.x A and AA), or
 * within `include` (a selector: an open dialog, the page beneath being checked on its own), leaving
 * out `exclude`: content whose colours a user chose, such as a journal entry shown as written, is
 * theirs, not the app's.
 */
export async function seriousA11yViolations(
  page: Page,
  { include, exclude }: { include?: string; exclude?: string } = {},
): Promise<AxeProblem[]> {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  if (exclude) builder.exclude(exclude);
  const results = await builder
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    // The default mode runs axe in every frame and merges the results in a blank page it opens,
    // which doubles the check's time here; a page with no frames (SentiLog renders none) gets the
    // same results from one `axe.run`. A page that has frames keeps the default.
    .setLegacyMode(page.frames().length === 1)
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}
