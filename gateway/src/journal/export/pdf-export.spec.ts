import { winAnsi } from './pdf-export';

describe('winAnsi', () => {
  it('keeps what the PDF fonts can print and marks the rest', () => {
    expect(winAnsi('Café “quoted” – naïve €5\nline two')).toBe(
      'Café “quoted” – naïve €5\nline two',
    );
    expect(winAnsi('Emoji 😀 and 日本')).toBe('Emoji ? and ??');
  });
});
