import { createHash } from 'node:crypto';

/** An image taken out of an entry's HTML for an export: its path in the archive, and its bytes. */
export interface ExportImage {
  name: string;
  base64: string;
}

/** The images the editor embeds, as the sanitiser writes them (see journal-html.ts). */
const INLINE_IMAGE = /(<img\b[^>]*?\bsrc=")data:image\/(png|jpe?g|gif|webp|bmp);base64,([^"]*)"/gi;

/**
 * An entry's HTML with each inline image replaced by its path in the export archive
 * (`images/<entry id>/<content hash>.<ext>`), and those images. The name depends only on the
 * entry and the image's bytes, so the export's two passes (entries.json, then the images) agree
 * on it even when they read the entry separately, and an image used twice is stored once.
 */
export function exportImages(
  entryId: string,
  html: string,
): { html: string; images: ExportImage[] } {
  const images = new Map<string, string>();
  const referenced = html.replace(
    INLINE_IMAGE,
    (_match, start: string, type: string, data: string) => {
      const base64 = data.replace(/\s+/g, '');
      const hash = createHash('sha256').update(base64).digest('hex').slice(0, 16);
      const name = `images/${entryId}/${hash}.${type.toLowerCase() === 'jpeg' ? 'jpg' : type.toLowerCase()}`;
      images.set(name, base64);
      return `${start}${name}"`;
    },
  );
  return { html: referenced, images: [...images].map(([name, base64]) => ({ name, base64 })) };
}
