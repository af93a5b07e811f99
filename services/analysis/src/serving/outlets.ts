import * as fs from 'node:fs';
import * as path from 'node:path';
import type { BiasLabel } from './labels';

// The outlets the product knows and their ratings (models/outlets/outlets.json, built from the
// news-bias data set by training/scripts/build_outlet_table.py; AllSides ratings, Apache-2.0). An
// outlet's rating is shown beside what the model reads in the article, never mixed into it.

export const OUTLETS_FILE = 'outlets/outlets.json';

interface OutletRow {
  name: string;
  rating: BiasLabel;
  host: string | null;
  /** A columnist or politician the data set lists as a source ("David Brooks", "Hillary Clinton"). */
  person?: boolean;
}

/** A known outlet: its name in the table and its rating. */
export interface OutletRating {
  name: string;
  rating: BiasLabel;
}

/**
 * The names an outlet goes by: its name lower-cased, and without what the data set appends or feeds
 * prepend ("CNN (Web News)", "NPR Online News", "New York Times - News", "The Guardian", "TheBlaze.com").
 */
export function outletNameKeys(name: string): string[] {
  const exact = name.trim().toLowerCase().replace(/\s+/g, ' ');
  const short = exact
    .replace(/\s*\([^)]*\)$/, '')
    .replace(/\s+-\s+[^-]+$/, '')
    .replace(/\s+(?:online news|web news|online)$/, '')
    .replace(/^the\s*/, '')
    .replace(/\.com$/, '')
    .trim();
  return short && short !== exact ? [exact, short] : [exact];
}

/** A host without "www.", or undefined when `value` is neither a URL nor a bare host name. */
function hostOf(value: string): string | undefined {
  const candidate = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value.trim()}`;
  try {
    const host = new URL(candidate).hostname.toLowerCase();
    return host.includes('.') ? host.replace(/^www\d?\./, '') : undefined;
  } catch {
    return undefined;
  }
}

export class OutletTable {
  private constructor(
    private readonly byName: Map<string, OutletRating>,
    private readonly byHost: Map<string, OutletRating>,
    /**
     * Every outlet's name as the table writes it: what outlet-marks.ts takes out of articles. The
     * people the table rates are not among them: a politician's name in an article is what it is
     * about, not its outlet's mark.
     */
    readonly names: readonly string[],
  ) {}

  static load(modelsDir: string): OutletTable {
    const file = path.join(modelsDir, OUTLETS_FILE);
    const table = JSON.parse(fs.readFileSync(file, 'utf8')) as { outlets?: OutletRow[] };
    if (!Array.isArray(table.outlets)) throw new Error(`${file}: no outlets`);
    return OutletTable.of(table.outlets);
  }

  /** A table of these rows; a name or host two outlets of different ratings share matches neither. */
  static of(rows: readonly OutletRow[]): OutletTable {
    const index = (entries: [string, OutletRating][]) => {
      const map = new Map<string, OutletRating>();
      const ambiguous = new Set<string>();
      for (const [key, outlet] of entries) {
        const known = map.get(key);
        if (known && known.rating !== outlet.rating) ambiguous.add(key);
        else if (!known) map.set(key, outlet);
      }
      ambiguous.forEach((key) => map.delete(key));
      return map;
    };
    const names: [string, OutletRating][] = [];
    const hosts: [string, OutletRating][] = [];
    for (const row of rows) {
      const outlet = { name: row.name, rating: row.rating };
      for (const key of outletNameKeys(row.name)) names.push([key, outlet]);
      if (row.host) hosts.push([row.host, outlet]);
    }
    return new OutletTable(
      index(names),
      index(hosts),
      rows.filter((r) => !r.person).map((r) => r.name),
    );
  }

  /** The rating of an article's outlet, by the outlet's name (or host), else by the article's address. */
  rate(source?: string, url?: string): OutletRating | undefined {
    for (const key of source ? outletNameKeys(source) : []) {
      const known = this.byName.get(key);
      if (known) return known;
    }
    for (const value of [source, url]) {
      const host = value ? hostOf(value) : undefined;
      // news.example.com is example.com's, as is example.com itself.
      for (let h = host; h && h.includes('.'); h = h.slice(h.indexOf('.') + 1)) {
        const known = this.byHost.get(h);
        if (known) return known;
      }
    }
    return undefined;
  }
}
