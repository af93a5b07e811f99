import type Quill from 'quill';

/**
 * Puts stored HTML into a Quill editor through its clipboard, so only the formats the editor
 * knows survive (on top of the server's own sanitising).
 */
export function loadHtml(editor: Quill, html: string, source: 'user' | 'silent'): void {
  editor.setContents(editor.clipboard.convert({ html }), source);
  nameImages(editor.root);
}

/** The editor keeps no alt text; a picture in an entry is named as one for screen readers. */
export function nameImages(root: HTMLElement): void {
  root.querySelectorAll('img:not([alt])').forEach((image) => {
    image.setAttribute('alt', 'Picture in your journal entry');
  });
}
