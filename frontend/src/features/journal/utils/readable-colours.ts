/**
 * A colour the writer chose that the reader cannot see: white words on the light theme, black ones
 * on the dark. Such words keep their colour and get a backing of the opposite lightness, so the
 * entry reads as written without vanishing (WCAG's contrast ratio decides which need it).
 */

/** Below this contrast ratio against what is behind them, coloured words get a backing. */
export const MIN_CONTRAST = 3;

type Rgb = [number, number, number];

/** `rgb(…)`, `rgba(…)` or `#rgb` / `#rrggbb`, as the editor and browsers write them. */
export function parseColour(value: string): Rgb | null {
  const text = value.trim().toLowerCase();
  const rgb = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)(?:[\s,/]+([\d.]+%?))?\s*\)$/.exec(text);
  if (rgb) {
    const alpha = rgb[4] === undefined ? 1 : parseFloat(rgb[4]) / (rgb[4].endsWith('%') ? 100 : 1);
    return alpha === 0 ? null : [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  }
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(text);
  if (!hex) return null;
  const digits = hex[1].length === 3 ? [...hex[1]].map((d) => d + d).join('') : hex[1];
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as Rgb;
}

/** WCAG 2 relative luminance. */
export function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG 2 contrast ratio, 1 to 21. */
export function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** The first colour behind `element` that is not transparent. */
function backgroundOf(element: Element | null): Rgb {
  for (let node = element; node; node = node.parentElement) {
    const colour = parseColour(getComputedStyle(node).backgroundColor);
    if (colour) return colour;
  }
  return [255, 255, 255];
}

/**
 * Marks every coloured run under `root` whose colour nearly disappears against what is behind it
 * with `data-low-contrast="light"` (light words: give them a dark backing) or `"dark"`. Returns
 * how many it marked.
 */
export function markUnreadableColours(root: HTMLElement): number {
  let marked = 0;
  for (const element of root.querySelectorAll<HTMLElement>('[style*="color"]')) {
    element.removeAttribute('data-low-contrast');
    const colour = parseColour(element.style.color);
    if (!colour) continue;
    const behind =
      parseColour(element.style.backgroundColor) ?? backgroundOf(element.parentElement);
    if (contrast(colour, behind) >= MIN_CONTRAST) continue;
    element.setAttribute('data-low-contrast', luminance(colour) > 0.4 ? 'light' : 'dark');
    marked += 1;
  }
  return marked;
}
