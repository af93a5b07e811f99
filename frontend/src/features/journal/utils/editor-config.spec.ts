import { EDITOR_TOOLBAR, linkValueFor } from './editor-config';

describe('the journal editor', () => {
  it('prefixes mailto: to selected text that looks like an email', () => {
    expect(linkValueFor('ana@example.com')).toBe('mailto:ana@example.com');
    expect(linkValueFor(' first.last+tag@mail.example.org ')).toBe(
      'mailto:first.last+tag@mail.example.org',
    );
  });

  it('leaves other text, and an address that already has mailto:, as it is', () => {
    expect(linkValueFor('mailto:ana@example.com')).toBe('mailto:ana@example.com');
    expect(linkValueFor('https://example.com')).toBe('https://example.com');
    expect(linkValueFor('ana@example')).toBe('ana@example');
    expect(linkValueFor('write to ana@example.com')).toBe('write to ana@example.com');
    expect(linkValueFor('@example.com')).toBe('@example.com');
  });

  it("has exactly the spec's toolbar", () => {
    expect(EDITOR_TOOLBAR).toEqual([
      ['bold', 'italic', 'underline'],
      [{ color: [] }, { background: [] }],
      [{ size: ['small', false, 'large', 'huge'] }],
      ['link', 'image'],
    ]);
  });
});
