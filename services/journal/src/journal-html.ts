import { Parser } from 'htmlparser2';
import sanitizeHtml from 'sanitize-html';

/** Colours as the editor writes them (rgb(), hex or a name); nothing else may ride in `style`. */
const COLOUR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*[\d.\s,%]+\)$/i, /^[a-z]{3,20}$/i];
/** Images the editor embeds: raster data: URLs or https: addresses (no SVG, which can carry script). */
const SAFE_IMAGE_SOURCE =
  /^(data:image\/(png|jpe?g|gif|webp|bmp);base64,[a-z0-9+/=\s]+|https:\/\/\S+)$/i;

/**
 * Exactly what the journal editor (Quill 2 with the spec's toolbar: bold, italic, underline, text
 * colour, background colour, size, link, image) produces. Everything else is dropped: scripts and
 * their content, event handlers, other styles and classes, and links other than http(s) and mailto.
 */
const EDITOR_OUTPUT: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'u', 'span', 'a', 'img'],
  allowedAttributes: {
    span: ['class', 'style'],
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt'],
  },
  allowedClasses: { span: ['ql-size-small', 'ql-size-large', 'ql-size-huge'] },
  allowedStyles: { span: { color: COLOUR, 'background-color': COLOUR } },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['data', 'https'] },
  allowProtocolRelative: false,
  // Elements whose content is code or markup, not words: dropped with it.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'template',
    'iframe',
    'object',
    'title',
    'xmp',
    'noembed',
    'noframes',
  ],
  // Links open in a new tab, as the editor writes them, without handing the journal a window.opener.
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
  },
  exclusiveFilter: (frame) =>
    frame.tag === 'img' && !SAFE_IMAGE_SOURCE.test(frame.attribs.src ?? ''),
};

export function sanitizeJournalHtml(html: string): string {
  return sanitizeHtml(html, EDITOR_OUTPUT);
}

/** The words of (sanitised) editor HTML, one line per paragraph, entities decoded. */
export function plainTextOf(html: string): string {
  let text = '';
  const parser = new Parser(
    {
      ontext: (chunk) => (text += chunk),
      onopentag: (name) => {
        if (name === 'br') text += '\n';
      },
      onclosetag: (name) => {
        if (name === 'p') text += '\n';
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
