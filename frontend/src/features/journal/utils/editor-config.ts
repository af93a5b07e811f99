/**
 * The journal editor of the spec (section 2): bold, italic, underline, text and background colour,
 * size (small, normal, large, huge), links and image upload; nothing else.
 */
export const EDITOR_TOOLBAR = [
  ['bold', 'italic', 'underline'],
  [{ color: [] }, { background: [] }],
  // `false` is Quill's name for the normal size.
  [{ size: ['small', false, 'large', 'huge'] }],
  ['link', 'image'],
];

export const EDITOR_PLACEHOLDER = 'Start typing your thoughts...';

/** Names for the toolbar's icon-only controls, which Quill leaves unnamed. */
export const TOOLBAR_LABELS: Record<string, string> = {
  'button.ql-bold': 'Bold',
  'button.ql-italic': 'Italic',
  'button.ql-underline': 'Underline',
  'button.ql-link': 'Insert link',
  'button.ql-image': 'Insert image',
  '.ql-color .ql-picker-label': 'Text colour',
  '.ql-background .ql-picker-label': 'Background colour',
  '.ql-size .ql-picker-label': 'Text size',
};

const EMAIL_LIKE = /^\S+@\S+\.\S+$/;

/**
 * The address a new link starts with, from the selected text: text that looks like an email gets
 * `mailto:` in front (unless it already has it); anything else is offered as it is.
 */
export function linkValueFor(selectedText: string): string {
  const text = selectedText.trim();
  return EMAIL_LIKE.test(text) && !text.startsWith('mailto:') ? `mailto:${text}` : text;
}
