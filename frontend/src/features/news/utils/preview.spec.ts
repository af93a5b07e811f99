import { buildPreview, previewNotes, type Preview } from './preview';

/** `n` letters with no sentence end and no line break. */
const letters = (n: number, letter = 'x') => letter.repeat(n);

/**
 * Text of exactly `length` characters made of lines no longer than 40 letters, so no line
 * qualifies as a paragraph (those need more than 50). `sentenceEndAt` puts a full stop there.
 */
function shortLines(length: number, sentenceEndAt?: number): string {
  const chars = Array.from({ length }, (_, i): string => (i % 41 === 40 ? '\n' : 'y'));
  if (sentenceEndAt !== undefined) {
    chars[sentenceEndAt] = '.';
    if (sentenceEndAt + 1 < length) chars[sentenceEndAt + 1] = ' ';
  }
  expect(chars[length - 1]).not.toBe('\n');
  return chars.join('');
}

function text(preview: Preview): { paragraphs: string[]; truncated: boolean; note: string } {
  if (preview.kind !== 'text') throw new Error(`expected a text preview, got ${preview.kind}`);
  return preview;
}

describe('buildPreview: the 50-character minimum', () => {
  it('has no preview for 49 characters after trimming, and points to the original article', () => {
    const preview = buildPreview({ text: `   ${letters(49)}   ` });
    expect(preview).toEqual({ kind: 'unavailable', message: previewNotes.unavailable });
    expect(previewNotes.unavailable).toContain("'Go to Original Article'");
  });

  it('shows 50 characters', () => {
    const preview = text(buildPreview({ text: letters(50) }));
    expect(preview.paragraphs).toEqual([letters(50)]);
    expect(preview.note).toBe(previewNotes.summary);
  });

  it('has no preview when there is no text and no description', () => {
    expect(buildPreview({}).kind).toBe('unavailable');
    expect(buildPreview({ text: null, description: null }).kind).toBe('unavailable');
    expect(buildPreview({ text: '   ', description: '\n\t' }).kind).toBe('unavailable');
  });
});

describe('buildPreview: text, falling back to the description', () => {
  it('reads the text when there is one', () => {
    const preview = text(buildPreview({ text: letters(60, 't'), description: letters(60, 'd') }));
    expect(preview.paragraphs).toEqual([letters(60, 't')]);
  });

  it('reads the description when the text is missing or blank', () => {
    expect(text(buildPreview({ description: letters(60, 'd') })).paragraphs).toEqual([
      letters(60, 'd'),
    ]);
    expect(text(buildPreview({ text: '  ', description: letters(60, 'd') })).paragraphs).toEqual([
      letters(60, 'd'),
    ]);
  });

  it('judges the text itself, not the description, against the minimum', () => {
    expect(buildPreview({ text: letters(49), description: letters(200) }).kind).toBe('unavailable');
  });
});

describe("buildPreview: the '[+N chars]' marker", () => {
  it('removes a trailing marker and says the full content is on the original site', () => {
    const preview = text(buildPreview({ text: `${letters(60)} [+1234 chars]` }));
    expect(preview.paragraphs).toEqual([letters(60)]);
    expect(preview.truncated).toBe(true);
    expect(preview.note).toBe(previewNotes.truncated);
  });

  it('removes it even with trailing whitespace, and with any number', () => {
    expect(text(buildPreview({ text: `${letters(60)}[+7 chars]  \n` })).paragraphs).toEqual([
      letters(60),
    ]);
  });

  it('leaves a marker that is not at the end alone', () => {
    const body = `${letters(30)} [+12 chars] ${letters(30)}`;
    const preview = text(buildPreview({ text: body }));
    expect(preview.paragraphs).toEqual([body]);
    expect(preview.note).toBe(previewNotes.summary);
  });

  it('counts the 50-character minimum before the marker is removed', () => {
    // 40 letters and the marker make 54 characters: enough for a preview of the 40 letters.
    const preview = text(buildPreview({ text: `${letters(40)} [+999 chars]` }));
    expect(preview.paragraphs).toEqual([letters(40)]);
    expect(preview.truncated).toBe(true);
  });
});

describe('buildPreview: paragraphs over 50 characters, at most three', () => {
  it('keeps a line of 51 characters and drops one of exactly 50', () => {
    const body = [letters(51, 'a'), letters(50, 'b'), letters(52, 'c')].join('\n');
    const preview = text(buildPreview({ text: body }));
    expect(preview.paragraphs).toEqual([letters(51, 'a'), letters(52, 'c')]);
    expect(preview.note).toBe(previewNotes.summary);
  });

  it('splits on any line break, CRLF included, and ignores blank lines', () => {
    const body = `${letters(60, 'a')}\r\n\r\n${letters(60, 'b')}\n\n\n${letters(60, 'c')}`;
    expect(text(buildPreview({ text: body })).paragraphs).toEqual([
      letters(60, 'a'),
      letters(60, 'b'),
      letters(60, 'c'),
    ]);
  });

  it('shows three qualifying paragraphs whole', () => {
    const paragraphs = ['a', 'b', 'c'].map((letter) => letters(100, letter));
    const preview = text(buildPreview({ text: paragraphs.join('\n') }));
    expect(preview.paragraphs).toEqual(paragraphs);
    expect(preview.truncated).toBe(false);
  });

  it('stops at three, and then says the full content is elsewhere', () => {
    const paragraphs = ['a', 'b', 'c', 'd'].map((letter) => letters(100, letter));
    const preview = text(buildPreview({ text: paragraphs.join('\n') }));
    expect(preview.paragraphs).toEqual(paragraphs.slice(0, 3));
    expect(preview.truncated).toBe(true);
    expect(preview.note).toBe(previewNotes.truncated);
  });
});

describe('buildPreview: about 800 characters in all', () => {
  it('keeps paragraphs that total exactly 800', () => {
    const paragraphs = [letters(400, 'a'), letters(400, 'b')];
    const preview = text(buildPreview({ text: paragraphs.join('\n') }));
    expect(preview.paragraphs).toEqual(paragraphs);
    expect(preview.truncated).toBe(false);
  });

  it('drops the paragraph that would take the total to 801', () => {
    const preview = text(buildPreview({ text: `${letters(400, 'a')}\n${letters(401, 'b')}` }));
    expect(preview.paragraphs).toEqual([letters(400, 'a')]);
    expect(preview.truncated).toBe(true);
  });

  it('cuts a first paragraph over 800 at its last sentence end', () => {
    const first = `${letters(500, 'a')}. ${letters(500, 'b')}`;
    const preview = text(buildPreview({ text: `${first}\n${letters(100, 'c')}` }));
    expect(preview.paragraphs).toEqual([`${letters(500, 'a')}.`]);
    expect(preview.truncated).toBe(true);
  });

  it('keeps a first paragraph of exactly 800 whole', () => {
    const preview = text(buildPreview({ text: letters(800) }));
    expect(preview.paragraphs).toEqual([letters(800)]);
    expect(preview.truncated).toBe(false);
  });

  it('cuts a first paragraph of 801 with no sentence end at 800, with an ellipsis', () => {
    const preview = text(buildPreview({ text: letters(801) }));
    expect(preview.paragraphs).toEqual([`${letters(800)}\u2026`]);
    expect(preview.truncated).toBe(true);
  });
});

describe('buildPreview: no qualifying paragraph (the 300 / 100 fallback)', () => {
  it('shows 300 characters of short lines as they are', () => {
    const body = shortLines(300);
    const preview = text(buildPreview({ text: body }));
    expect(preview.paragraphs).toEqual(body.split('\n'));
    expect(preview.truncated).toBe(false);
  });

  it('takes 301 characters as one block (under 800, nothing to cut)', () => {
    const body = shortLines(301);
    const preview = text(buildPreview({ text: body }));
    expect(preview.paragraphs).toEqual([body]);
    expect(preview.truncated).toBe(false);
  });

  it('takes the first 800 characters of a longer text, with an ellipsis when no sentence ends', () => {
    const body = shortLines(1000);
    const preview = text(buildPreview({ text: body }));
    expect(preview.paragraphs).toEqual([`${body.slice(0, 800).trimEnd()}\u2026`]);
    expect(preview.truncated).toBe(true);
    expect(preview.note).toBe(previewNotes.truncated);
  });

  it('cuts at the last sentence end when it lies beyond position 100 (101)', () => {
    const body = shortLines(1000, 101);
    const preview = text(buildPreview({ text: body }));
    expect(preview.paragraphs).toEqual([body.slice(0, 102)]);
    expect(preview.paragraphs[0].endsWith('.')).toBe(true);
    expect(preview.truncated).toBe(true);
  });

  it('does not cut at a sentence end at position 100 exactly', () => {
    const body = shortLines(1000, 100);
    const preview = text(buildPreview({ text: body }));
    expect(preview.paragraphs).toEqual([`${body.slice(0, 800).trimEnd()}\u2026`]);
  });

  it('uses the last sentence end within the first 800 characters, not a later one', () => {
    const chars = shortLines(1000, 700).split('');
    chars[898] = '.';
    chars[899] = ' ';
    const body = chars.join('');
    expect(text(buildPreview({ text: body })).paragraphs).toEqual([body.slice(0, 701)]);
  });

  it('keeps a text of 301 to 800 characters whole when it ends a sentence', () => {
    const body = `${shortLines(499)}.`;
    const preview = text(buildPreview({ text: body }));
    expect(preview.paragraphs).toEqual([body]);
    expect(preview.truncated).toBe(false);
    expect(preview.note).toBe(previewNotes.summary);
  });

  it('drops a trailing fragment after the last sentence end, and says so', () => {
    const body = shortLines(500, 300);
    const preview = text(buildPreview({ text: body }));
    expect(preview.paragraphs).toEqual([body.slice(0, 301)]);
    expect(preview.truncated).toBe(true);
  });
});
