export interface ClassifyInput {
  id: unknown;
  text: string;
  title?: string;
  source?: string;
  url?: string;
  /** Whose sentiment calibration to read with (serving/domains.ts), for this line. */
  domain?: string;
}

export type ParsedLine =
  { ok: true; input: ClassifyInput } | { ok: false; id: unknown; error: string };

/**
 * One input line: a JSON object with a non-blank string `text`, optional string `title` / `source` /
 * `url` / `domain`.
 */
export function parseLine(line: string): ParsedLine {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return { ok: false, id: null, error: 'invalid JSON' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, id: null, error: 'expected a JSON object' };
  }
  const obj = value as Record<string, unknown>;
  const id = obj.id ?? null;
  if (typeof obj.text !== 'string' || obj.text.trim() === '') {
    return { ok: false, id, error: 'missing or blank "text"' };
  }
  const optional = (k: string) => (typeof obj[k] === 'string' ? (obj[k] as string) : undefined);
  return {
    ok: true,
    input: {
      id,
      text: obj.text,
      title: optional('title'),
      source: optional('source'),
      url: optional('url'),
      domain: optional('domain'),
    },
  };
}
