import { TEXT_DOMAINS, type TextDomain } from '@sentilog/contracts';

// The kinds of text SentiLog reads, each with its own sentiment calibration: people call the same
// words more or less neutral depending on where they read them (a mildly bad headline is "neutral
// news"; a mildly bad tweet is negative), so each domain's dev sets fit its own scale and bias on the
// sentiment head (calibration.ts; docs/architecture.md, "Calibration"). Which caller reads which:
// news ingestion reads `news`, journal entries `diary`; the text route, documents and the API read
// what the caller names, else the domain the model's domain head recognises in the text.

export const DOMAINS = TEXT_DOMAINS;
export type Domain = TextDomain;

export function isDomain(value: unknown): value is Domain {
  return typeof value === 'string' && (DOMAINS as readonly string[]).includes(value);
}
