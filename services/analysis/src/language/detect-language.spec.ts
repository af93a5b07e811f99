import * as path from 'node:path';
import * as fs from 'node:fs';
import {
  detectLanguage,
  MAX_CHARACTERS,
  MIN_LETTERS,
  readsAsEnglish,
  UNDETERMINED,
} from './detect-language';

const foreign = JSON.parse(
  fs.readFileSync(path.join(__dirname, '../../fixtures/foreign-sentences.json'), 'utf8'),
) as Record<string, string[]>;

describe('detectLanguage', () => {
  it.each(Object.keys(foreign))('recognises every %s sentence written for the test', (code) => {
    expect(foreign[code].length).toBeGreaterThanOrEqual(30);
    const missed = foreign[code].filter((text) => detectLanguage(text).code !== code);
    expect(missed).toEqual([]);
  });

  it('reads English as English, short social posts included', () => {
    const english = [
      'The room was spotless and the staff were lovely, but the heating was stone cold and the wifi kept dropping.',
      'I finally finished the marathon and I feel amazing!',
      "leigh 's film is full of memorable performances from top to bottom .",
      '@user I may or may not have searched it up on google',
      'Flood defences fail as river bursts its banks, hundreds homeless',
    ];
    for (const text of english)
      expect(detectLanguage(text)).toEqual({ code: 'en', reliable: true });
  });

  it('says undetermined for text too short to tell, which callers read as English', () => {
    for (const text of ['', 'ok', 'Hello', 'lol ok!!', '12345 678', 'Bonjour']) {
      expect(detectLanguage(text)).toEqual({ code: UNDETERMINED, reliable: false });
    }
    expect('Oh ok got ya'.replace(/\W/g, '').length).toBeLessThan(MIN_LETTERS);
    expect(detectLanguage('Oh ok got ya').code).toBe(UNDETERMINED);
  });

  it('names a short text in a script English does not use', () => {
    expect(detectLanguage('Привет, как дела?').code).toBe('ru');
    expect(detectLanguage('こんにちは、元気ですか').code).toBe('ja');
  });

  it('reads only the start of a very long text', () => {
    const french = foreign.fr.join(' ');
    const long = french + ' ' + 'The weather was fine and we walked home. '.repeat(5_000);
    expect(french.length).toBeLessThan(MAX_CHARACTERS);
    expect(detectLanguage(long).code).toBe('fr');
  });

  it('lets the models read English and undetermined text only', () => {
    expect(readsAsEnglish('en')).toBe(true);
    expect(readsAsEnglish(UNDETERMINED)).toBe(true);
    expect(readsAsEnglish('fr')).toBe(false);
  });
});
