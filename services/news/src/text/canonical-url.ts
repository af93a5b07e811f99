/** Query parameters that only track where a click came from; they never change the article. */
const TRACKING_PREFIXES = ['utm_', 'mc_', 'pk_', 'hsa_', 'oly_', 'at_', '_hs'];
const TRACKING_NAMES = new Set([
  'fbclid',
  'gclid',
  'dclid',
  'msclkid',
  'yclid',
  'igshid',
  'mkt_tok',
  'ocid',
  'cmpid',
  'cmp',
  'ref',
  'ref_src',
  'smid',
  'sr_share',
  'ito',
  'taid',
  'rss',
  'feedtype',
]);

function isTracking(name: string): boolean {
  const lower = name.toLowerCase();
  return TRACKING_NAMES.has(lower) || TRACKING_PREFIXES.some((prefix) => lower.startsWith(prefix));
}

/**
 * The one spelling of an article's address, so the same article reached through different links
 * is stored once: resolved against `base` (feeds may use relative links), http(s) only, no
 * fragment, no credentials, no tracking parameters, the remaining parameters sorted. Undefined
 * for anything that is not an http(s) URL.
 */
export function canonicalUrl(raw: string, base?: string): string | undefined {
  let url: URL;
  try {
    url = new URL(raw.trim(), base);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  url.hash = '';
  url.username = '';
  url.password = '';
  for (const name of [...new Set(url.searchParams.keys())]) {
    if (isTracking(name)) url.searchParams.delete(name);
  }
  url.searchParams.sort();
  return url.toString();
}
