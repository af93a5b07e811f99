/**
 * The Daily News Hub with 1,000 articles: how long a sentiment filter click and a search keystroke
 * take to re-render, measured in Chromium (playwright-core) against the built frontend. The page
 * is served from frontend/dist by a small static server here and `GET /api/news` is answered with
 * generated articles, so no stack is needed. Target (issue 13): under 100 ms.
 *
 * Each sample runs inside the page: the time from the event to the list heading showing the new
 * result ('render'), and to the next frame after it ('frame', which includes layout and paint).
 *
 * Environment: BENCH_ARTICLES (default 1000), BENCH_ROUNDS (default 10), CHROMIUM_PATH.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { createRequire } from 'node:module';
import { extname, join, normalize } from 'node:path';
import { ensureBuilt } from './ensure-built.mjs';
import { percentile, report } from './report.mjs';

const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');

const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 1000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const TARGET_MS = 100;
const root = join(import.meta.dirname, '..');
const dist = join(root, 'frontend/dist');

ensureBuilt('frontend/dist/index.html', ['run', 'build', '-w', 'frontend'], 'the frontend');

// --- generated articles ---

const SENTIMENTS = ['Positive', 'Neutral', 'Negative'];
const BIASES = ['LEFT', 'CENTER', 'RIGHT'];
const CATEGORIES = ['Politics', 'Business', 'Science', 'Technology', 'Health', 'Sports', 'World'];
const SUBJECTS = ['Markets', 'Council', 'Researchers', 'Hospital', 'Team', 'Startup', 'Farmers'];
const VERBS = ['welcome', 'question', 'debate', 'celebrate', 'reject', 'announce', 'delay'];
const OBJECTS = ['new budget', 'solar plan', 'trade deal', 'vaccine trial', 'stadium', 'rail line'];

function articles(count) {
  return Array.from({ length: count }, (_, i) => {
    const title = `${SUBJECTS[i % 7]} ${VERBS[(i * 3) % 7]} ${OBJECTS[(i * 5) % 6]} (${i})`;
    return {
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      url: `https://news.example/${i}`,
      title,
      description: `${title}: what it means for ${CATEGORIES[(i * 2) % 7].toLowerCase()} readers and why it matters this week.`,
      text: `${title}. `.repeat(12),
      category: CATEGORIES[i % 7],
      source: `Outlet ${i % 25}`,
      author: `Reporter ${i % 40}`,
      sentiment: SENTIMENTS[(i * 7) % 3],
      confidence: 0.5 + ((i * 37) % 50) / 100,
      bias: BIASES[(i * 11) % 3],
      biasConfidence: 0.4 + ((i * 13) % 60) / 100,
      publishedAt: new Date(Date.UTC(2026, 10, 23, 12) - i * 600_000).toISOString(),
      date: new Date(Date.UTC(2026, 10, 23, 12) - i * 600_000).toISOString(),
      readTime: `${1 + (i % 9)} min read`,
      tags: [CATEGORIES[i % 7].toLowerCase(), OBJECTS[(i * 5) % 6].split(' ')[1]],
    };
  });
}

// --- the built app, served as the gateway serves it (SPA fallback) ---

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
};

function serve() {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname));
    let file = join(dist, path);
    if (!file.startsWith(dist) || !existsSync(file) || path === '/')
      file = join(dist, 'index.html');
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

// --- in-page measurements ---

/* global document, MutationObserver, HTMLInputElement, requestAnimationFrame */

/**
 * Runs `action` (a click or an input event) and resolves with the time until the heading's text
 * changes, then until the next frame. Runs in the page.
 */
async function measureInPage({ kind, target, value }) {
  const heading = document.querySelector('.news-list-heading');
  const before = heading.textContent;
  const changed = () =>
    new Promise((resolve) => {
      if (heading.textContent !== before) return resolve(performance.now());
      const observer = new MutationObserver(() => {
        if (heading.textContent === before) return;
        observer.disconnect();
        resolve(performance.now());
      });
      observer.observe(heading, { childList: true, subtree: true, characterData: true });
    });
  const started = performance.now();
  if (kind === 'filter') {
    [...document.querySelectorAll('.news-filter-button')]
      .find((button) => button.textContent.startsWith(target))
      .click();
  } else {
    const input = document.querySelector('#news-search');
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
  const rendered = await changed();
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  const framed = performance.now();
  return {
    render: rendered - started,
    frame: framed - started,
    heading: heading.textContent,
    cards: document.querySelectorAll('.news-card').length,
  };
}

const list = articles(ARTICLES);
const server = await serve();
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu'],
});
const rows = [];
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.route('**/api/news/stream', (route) => route.abort());
  await page.route('**/api/news', (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify(list) }),
  );
  await page.route('**/api/auth/**', (route) => route.fulfill({ status: 401, body: '{}' }));
  await page.goto(`${base}/news`);
  await page.locator('.news-list-heading').waitFor();
  const initialCards = await page.locator('.news-card').count();

  const samples = { filter: [], search: [], clear: [] };
  const visible = { filter: [], search: [], clear: [] };
  const order = ['Positive', 'Negative', 'Neutral'];
  const query = 'solar';
  for (let round = 0; round < ROUNDS; round++) {
    for (const target of order) {
      const result = await page.evaluate(measureInPage, { kind: 'filter', target });
      samples.filter.push(result);
      visible.filter.push(result.cards);
    }
    for (let i = 1; i <= query.length; i++) {
      const result = await page.evaluate(measureInPage, {
        kind: 'search',
        value: query.slice(0, i),
      });
      samples.search.push(result);
      visible.search.push(result.cards);
    }
    const cleared = await page.evaluate(measureInPage, { kind: 'search', value: '' });
    samples.clear.push(cleared);
    visible.clear.push(cleared.cards);
  }
  if (errors.length) throw new Error(`The page failed: ${errors.join('; ')}`);

  const names = {
    filter: 'sentiment filter click',
    search: `search keystroke ('${query}')`,
    clear: 'clear the search',
  };
  for (const [key, runs] of Object.entries(samples)) {
    for (const metric of ['render', 'frame']) {
      const times = runs.map((run) => run[metric]).sort((a, b) => a - b);
      rows.push({
        operation: names[key],
        until: metric === 'render' ? 'heading updated' : 'next frame',
        samples: times.length,
        'cards shown': `${Math.min(...visible[key])}–${Math.max(...visible[key])}`,
        'median ms': percentile(times, 50),
        'p95 ms': percentile(times, 95),
        'max ms': times[times.length - 1],
        [`p95 < ${TARGET_MS} ms`]: percentile(times, 95) < TARGET_MS ? 'yes' : 'no',
        [`max < ${TARGET_MS} ms`]: times[times.length - 1] < TARGET_MS ? 'yes' : 'no',
      });
    }
  }
  report('news-page', rows, {
    articles: ARTICLES,
    rounds: ROUNDS,
    initialCards,
    targetMs: TARGET_MS,
    browser: `Chromium ${browser.version()}`,
    // Tail times follow how busy the machine was; these say how busy.
    cpus: cpus().length,
    loadAverage: loadavg().map((value) => Number(value.toFixed(2))),
  });
  process.stdout.write(
    `machine: ${cpus().length} CPUs, load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}\n`,
  );
} finally {
  await browser.close();
  server.close();
}
