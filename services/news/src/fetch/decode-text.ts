import iconv from 'iconv-lite';

/**
 * Decodes a fetched document to a string: the byte-order mark, then the Content-Type charset,
 * then the XML declaration or HTML meta tag, else UTF-8. Unknown charsets fall back to UTF-8.
 */
export function decodeText(body: Buffer, contentType?: string): string {
  const charset =
    bomCharset(body) ?? headerCharset(contentType) ?? declaredCharset(body) ?? 'utf-8';
  const encoding = iconv.encodingExists(charset) ? charset : 'utf-8';
  return iconv.decode(body, encoding);
}

function bomCharset(body: Buffer): string | undefined {
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) return 'utf-8';
  if (body[0] === 0xff && body[1] === 0xfe) return 'utf-16le';
  if (body[0] === 0xfe && body[1] === 0xff) return 'utf-16be';
  return undefined;
}

function headerCharset(contentType: string | undefined): string | undefined {
  return contentType?.match(/charset\s*=\s*["']?([\w.:-]+)/i)?.[1];
}

function declaredCharset(body: Buffer): string | undefined {
  const head = body.subarray(0, 2048).toString('latin1');
  return (
    head.match(/<\?xml[^>]*\bencoding\s*=\s*["']([\w.:-]+)["']/i)?.[1] ??
    head.match(/<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i)?.[1]
  );
}
