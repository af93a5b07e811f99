import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { demoArticles } from './demo-articles';
import { SAMPLE_OUTLETS } from './sample-outlets';

// The outlet table the analysis service rates outlets by (read as data: a service never imports
// another's code).
const OUTLET_TABLE = join(__dirname, '../../../analysis/models/outlets/outlets.json');
const table = JSON.parse(readFileSync(OUTLET_TABLE, 'utf8')) as {
  outlets: { name: string; host: string | null }[];
};

/**
 * The forms of a name to compare: lower case, without a trailing "(…)", a " - …" part, a leading
 * "the" or a ".com", as the outlet table's own matching strips them (analysis src/serving/outlets.ts).
 */
function nameForms(name: string): string[] {
  const exact = name.trim().toLowerCase().replace(/\s+/g, ' ');
  const short = exact
    .replace(/\s*\([^)]*\)$/, '')
    .replace(/\s+-\s+[^-]+$/, '')
    .replace(/\s+(?:online news|web news|online)$/, '')
    .replace(/^the\s*/, '')
    .replace(/\.com$/, '')
    .trim();
  return [...new Set([exact, short])].filter(Boolean);
}

const tableForms = new Set(table.outlets.flatMap((outlet) => nameForms(outlet.name)));
const tableHosts = new Set(table.outlets.map((outlet) => outlet.host).filter(Boolean));
const sampleOutlets = Object.values(SAMPLE_OUTLETS);

describe('the sample outlets', () => {
  it('reads a table of real outlets (so the checks below compare with something)', () => {
    expect(tableForms.has('fox news')).toBe(true);
    expect(tableForms.has('guardian')).toBe(true);
    expect(tableHosts.size).toBeGreaterThan(50);
  });

  it.each(sampleOutlets.map((outlet) => [outlet.name]))(
    '%s is no outlet of the outlet table, by any form of its name',
    (name) => {
      for (const form of nameForms(name)) expect(tableForms.has(form)).toBe(false);
      // Nor does it hold a rated outlet's name as words of its own ("Fox News Tonight").
      const words = ` ${nameForms(name).at(-1)} `;
      const inside = [...tableForms].filter((form) => words.includes(` ${form} `));
      expect(inside).toEqual([]);
    },
  );

  it('says it is a sample in its name', () => {
    for (const outlet of sampleOutlets) expect(outlet.name).toMatch(/ \(sample\)$/);
  });

  it('are the only outlets the sample articles appear under, at addresses no outlet has', () => {
    const names = new Set<string>(sampleOutlets.map((outlet) => outlet.name));
    for (const article of demoArticles()) {
      expect(names.has(article.source)).toBe(true);
      const host = new URL(article.url).hostname;
      expect(host).toBe('demo.sentilog.invalid');
      expect(tableHosts.has(host)).toBe(false);
      const outlet = sampleOutlets.find((o) => o.name === article.source)!;
      expect(article.sampleRating).toBe(outlet.rating);
    }
  });
});
