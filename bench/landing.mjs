/**
 * The landing page's first load on the wire: the bytes of JavaScript (and CSS, HTML, the rest) that
 * Chromium downloads to show `/` in a fresh browser, with brotli, with gzip only, and uncompressed.
 * Target (issue 14): at most 160 KB of JavaScript.
 *
 * The page comes from BENCH_URL when set (a running stack, e.g. `npm start`); otherwise from the
 * built frontend served here through the gateway's own middleware from gateway/dist (the build's
 * precompressed assets, compression of the rest, cache headers), so no database or Redis is
 * needed. Sizes are the encoded body sizes Chromium reports for each response (headers not
 * counted).
 *
 * Environment: BENCH_URL, CHROMIUM_PATH.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ensureBuilt } from './ensure-built.mjs';
import { report } from './report.mjs';

const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');
const express = require('express');

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const TARGET_JS_BYTES = 160 * 1000;
const root = join(import.meta.dirname, '..');
const dist = join(root, 'frontend/dist');
const gatewayFrontend = join(root, 'gateway/dist/frontend');

/** The built app behind the gateway's compression and cache headers, on a free local port. */
async function serveLikeTheGateway() {
  ensureBuilt('frontend/dist/index.html', ['run', 'build', '-w', 'frontend'], 'the frontend');
  ensureBuilt('gateway/dist/frontend/precompressed-assets.js', ['run', 'build'], 'the gateway');
  const { compressResponses } = require(join(gatewayFrontend, 'compress-responses.js'));
  const { setFrontendCacheHeaders } = require(join(gatewayFrontend, 'cache-headers.js'));
  const { servePrecompressedAssets } = require(join(gatewayFrontend, 'precompressed-assets.js'));
  const app = express();
  app.use(compressResponses());
  app.use(servePrecompressedAssets(dist));
  app.use(express.static(dist, { cacheControl: false, setHeaders: setFrontendCacheHeaders }));
  // SPA fallback, as the gateway's static module does it.
  app.use((_req, res) => {
    setFrontendCacheHeaders(res, join(dist, 'index.html'));
    res.sendFile(join(dist, 'index.html'));
  });
  const server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => server.close() };
}

const KINDS = { script: 'js', stylesheet: 'css', document: 'html' };

/** Loads `/` in a fresh context accepting `acceptEncoding`; sums bytes per kind of resource. */
async function firstLoad(browser, url, acceptEncoding) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    // Chromium sends its own Accept-Encoding; this overrides it for the gzip-only and plain runs.
    ...(acceptEncoding ? { extraHTTPHeaders: { 'Accept-Encoding': acceptEncoding } } : {}),
  });
  const page = await context.newPage();
  const finished = [];
  page.on('requestfinished', (request) => finished.push(request));
  await page.goto(url, { waitUntil: 'networkidle' });
  const totals = { js: 0, css: 0, html: 0, other: 0, files: 0, encodings: new Set() };
  for (const request of finished) {
    const response = await request.response();
    if (!response) continue;
    const { responseBodySize } = await request.sizes();
    totals[KINDS[request.resourceType()] ?? 'other'] += responseBodySize;
    totals.files += 1;
    totals.encodings.add((await response.allHeaders())['content-encoding'] ?? 'none');
  }
  await context.close();
  return totals;
}

const local = process.env.BENCH_URL ? undefined : await serveLikeTheGateway();
const url = process.env.BENCH_URL ?? local.url;
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});

const kb = (bytes) => Math.round(bytes / 100) / 10;
const rows = [];
try {
  for (const [label, acceptEncoding] of [
    ['brotli (Chromium default)', undefined],
    ['gzip only', 'gzip'],
    ['uncompressed', 'identity'],
  ]) {
    const load = await firstLoad(browser, url, acceptEncoding);
    rows.push({
      accepted: label,
      served: [...load.encodings].join(', '),
      files: load.files,
      jsKB: kb(load.js),
      cssKB: kb(load.css),
      htmlKB: kb(load.html),
      otherKB: kb(load.other),
      totalKB: kb(load.js + load.css + load.html + load.other),
      jsTarget: load.js <= TARGET_JS_BYTES ? 'met (≤ 160 KB)' : 'over 160 KB',
    });
  }
} finally {
  await browser.close();
  local?.close();
}

report('landing', rows, {
  url: process.env.BENCH_URL ?? 'frontend/dist through the gateway middleware',
  unit: 'KB = 1,000 bytes of response body on the wire',
});
