/**
 * Brings a page to the state a reader sees after scrolling through it: every reveal-on-scroll
 * block shown, every lazy chart loaded and drawn, back at the top. It waits on those conditions
 * rather than on fixed sleeps, which cost about two seconds per page photographed.
 */
import type { Page } from 'playwright-core';

/** The browser globals the code sent to the page touches (the tests' tsconfig has no DOM types). */
interface RevealingPage {
  innerHeight: number;
  scrollY: number;
  scrollTo(x: number, y: number): void;
  requestAnimationFrame(callback: () => void): number;
  CSSTransition: abstract new () => unknown;
  document: {
    documentElement: { scrollHeight: number };
    querySelector(selector: string): unknown;
    querySelectorAll(
      selector: string,
    ): ArrayLike<{ innerHTML: string; querySelector(s: string): unknown }>;
    getAnimations(): { finish(): void }[];
  };
}

/** `Reveal` blocks (frontend/src/components/ui/Reveal.tsx) not yet scrolled into view. */
const UNREVEALED = '[data-revealed="false"]';
/** The placeholders a lazy chart shows until its ECharts chunk has loaded. */
const CHART_LOADING = '.chart-loading, .dashboard-chart-loading';
/** The element echarts-for-react draws each chart in. */
const CHART = '.echarts-for-react';
/** Far beyond a chart's drawing, even on a loaded machine; past it the page is broken. */
const CHART_TIMEOUT_MS = 30_000;

/**
 * Scrolls through the page so reveal-on-scroll blocks and lazy parts (the charts) appear, waits
 * until they have, then returns to the top with every CSS transition at its end state.
 */
export async function revealWholePage(page: Page): Promise<void> {
  await scrollThrough(page);
  await page.waitForFunction(
    ({ unrevealed, loading }) => {
      const d = (globalThis as unknown as RevealingPage).document;
      return d.querySelector(unrevealed) === null && d.querySelector(loading) === null;
    },
    { unrevealed: UNREVEALED, loading: CHART_LOADING },
  );
  await waitForChartsDrawn(page);
  await page.evaluate(async () => {
    const w = globalThis as unknown as RevealingPage;
    w.scrollTo(0, 0);
    // Two frames: the scroll handlers (navbar, Back To Top) run and React renders what they set.
    for (let frame = 0; frame < 2; frame += 1) {
      await new Promise((resolve) => w.requestAnimationFrame(() => resolve(undefined)));
    }
    // The reveals fade in over up to 1.2 s; their end state is what the reader sees, so jump
    // there. Only transitions: finishing the toasts' CSS animations would close the toasts.
    for (const animation of w.document.getAnimations()) {
      if (animation instanceof w.CSSTransition) animation.finish();
    }
  });
}

/** Scrolls down a viewport's 60 % at a time, giving the intersection observers a frame each. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const w = globalThis as unknown as RevealingPage;
    const nextFrames = async () => {
      // Observers report in the rendering step after the scroll; the second frame follows it.
      for (let frame = 0; frame < 2; frame += 1) {
        await new Promise((resolve) => w.requestAnimationFrame(() => resolve(undefined)));
      }
    };
    const step = Math.max(200, Math.floor(w.innerHeight * 0.6));
    for (let y = 0; y <= w.document.documentElement.scrollHeight; y += step) {
      w.scrollTo(0, y);
      await nextFrames();
    }
    w.scrollTo(0, w.document.documentElement.scrollHeight);
    await nextFrames();
  });
}

/**
 * ECharts animates its drawing (about a second) with its own frames, outside the page's CSS
 * animations; the charts are drawn once they have lines and their markup stays the same from one
 * frame to the next. (An in-page loop: `waitForFunction` does not await an async predicate.)
 */
async function waitForChartsDrawn(page: Page): Promise<void> {
  await page.evaluate(
    async ({ chart, timeoutMs }) => {
      const w = globalThis as unknown as RevealingPage;
      const charts = () => Array.from(w.document.querySelectorAll(chart));
      const markup = () =>
        charts()
          .map((element) => element.innerHTML)
          .join('\n');
      const deadline = Date.now() + timeoutMs;
      let previous = markup();
      for (;;) {
        await new Promise((resolve) => w.requestAnimationFrame(() => resolve(undefined)));
        const current = markup();
        const drawn = charts().every((element) => element.querySelector('svg path') !== null);
        if (drawn && current === previous) return;
        if (Date.now() > deadline) throw new Error(`charts still drawing after ${timeoutMs} ms`);
        previous = current;
      }
    },
    { chart: CHART, timeoutMs: CHART_TIMEOUT_MS },
  );
}
