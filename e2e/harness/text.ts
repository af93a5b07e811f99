/**
 * Reading an element's text as a sighted reader sees it, and as a copy of it gives it.
 */
import type { Locator } from 'playwright-core';

/** The DOM the functions below use inside the page (the tests' tsconfig has no DOM types). */
interface InPageNode {
  nodeValue: string | null;
  parentElement: InPageElement | null;
}
interface InPageElement {
  parentElement: InPageElement | null;
  getBoundingClientRect(): { width: number; height: number };
  checkVisibility(options: { visibilityProperty: boolean }): boolean;
}
interface InPageDocument {
  createTreeWalker(root: unknown, whatToShow: number): { nextNode(): InPageNode | null };
  createRange(): { selectNodeContents(node: unknown): void };
}
interface InPageWindow {
  document: InPageDocument;
  getComputedStyle(element: InPageElement): { overflow: string; clip: string; clipPath: string };
  getSelection(): {
    removeAllRanges(): void;
    addRange(range: unknown): void;
    toString(): string;
  } | null;
}

/**
 * The element's text without what only a screen reader gets: text inside an element that is not
 * rendered, or that is clipped to a pixel (the visually-hidden pattern, such as the "(toward
 * positive)" after each word the word highlights mark). `innerText` includes such text, and puts
 * a line break either side of it (its absolute position makes it a block).
 */
export function visibleText(locator: Locator): Promise<string> {
  return locator.evaluate((root) => {
    const win = globalThis as unknown as InPageWindow;
    const SHOW_TEXT = 4;
    const hidden = (element: InPageElement) => {
      if (!element.checkVisibility({ visibilityProperty: true })) return true;
      const { width, height } = element.getBoundingClientRect();
      const style = win.getComputedStyle(element);
      const clipped =
        style.overflow === 'hidden' || style.clip !== 'auto' || style.clipPath !== 'none';
      return width <= 1 && height <= 1 && clipped;
    };
    const walker = win.document.createTreeWalker(root, SHOW_TEXT);
    let text = '';
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      let shown = true;
      for (let el = node.parentElement; el && shown; el = el === root ? null : el.parentElement)
        shown = !hidden(el);
      if (shown) text += node.nodeValue ?? '';
    }
    return text;
  });
}

/** What selecting the whole element and copying it gives: the browser's own text of a selection. */
export function copiedText(locator: Locator): Promise<string> {
  return locator.evaluate((element) => {
    const win = globalThis as unknown as InPageWindow;
    const range = win.document.createRange();
    range.selectNodeContents(element);
    const selection = win.getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
    const text = selection.toString();
    selection.removeAllRanges();
    return text;
  });
}

/**
 * Expects marked words (WordHighlights) to tell a screen reader which way each pushed: in the
 * accessibility tree each mark is followed by "(toward positive)" or "(toward negative)", as
 * many of each as there are green and red marks.
 */
export async function expectDirectionsSpoken(highlights: Locator): Promise<void> {
  const lines = (await highlights.ariaSnapshot()).split('\n').map((line) => line.trim());
  const marks = lines.flatMap((line, i) => (line.startsWith('- mark') ? [lines[i + 1] ?? ''] : []));
  expect(marks.length).toBe(await highlights.locator('mark').count());
  for (const next of marks) expect(next).toMatch(/^- text: "?\(toward (positive|negative)\)/);
  const spoken = lines.join('\n');
  const times = (note: string) => spoken.split(note).length - 1;
  expect(times('(toward positive)')).toBe(
    await highlights.locator('mark.word-push-positive').count(),
  );
  expect(times('(toward negative)')).toBe(
    await highlights.locator('mark.word-push-negative').count(),
  );
}
