// The kinds of text SentiLog reads, each with its own sentiment calibration: people call the same
// words more or less neutral depending on where they read them (a mildly bad headline is "neutral
// news"; a mildly bad tweet is negative), so each domain's dev sets fit its own scale and bias on the
// sentiment head (calibration.ts; docs/architecture.md, "Calibration"). Which caller reads which:
// news ingestion reads `news`, journal entries `diary`, the text and document routes and the API
// `general` unless the API caller names a domain.

export const DOMAINS = ['general', 'news', 'finance', 'social', 'diary'] as const;
export type Domain = (typeof DOMAINS)[number];

export function isDomain(value: unknown): value is Domain {
  return typeof value === 'string' && (DOMAINS as readonly string[]).includes(value);
}
