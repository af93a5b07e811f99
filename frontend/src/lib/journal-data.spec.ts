import { attachmentName } from './journal-data';

describe('attachmentName', () => {
  it.each([
    ['attachment; filename="sentilog-journal-2026-11-23.pdf"', 'sentilog-journal-2026-11-23.pdf'],
    ['attachment; filename=journal.json', 'journal.json'],
    ["attachment; filename*=UTF-8''my%20journal.json", 'my journal.json'],
  ])('reads %s', (header, name) => {
    expect(attachmentName(header)).toBe(name);
  });

  it.each([undefined, null, 42, 'inline', 'attachment; filename=""'])(
    'has no name for %p',
    (header) => {
      expect(attachmentName(header)).toBeNull();
    },
  );
});
