import { pdfParagraphs } from './pdf-paragraphs';

describe('pdfParagraphs', () => {
  it('ends a paragraph at a short line and joins the wrapped lines of one', () => {
    const extracted = [
      'My stay at the Harbour Hotel',
      'The room was spotless and the staff were lovely, but the heating was stone cold and the wifi',
      'kept dropping. Breakfast was served until ten, which suited us well and the staff were kind.',
      'We left early.',
      'On the second night the neighbours partied until three in the morning. Nobody at the desk',
      'answered the phone, and the manager never replied to my email, not once in the whole week.',
      '',
      '',
    ].join('\n');
    expect(pdfParagraphs(extracted)).toBe(
      [
        'My stay at the Harbour Hotel',
        'The room was spotless and the staff were lovely, but the heating was stone cold and the wifi kept dropping. Breakfast was served until ten, which suited us well and the staff were kind. We left early.',
        'On the second night the neighbours partied until three in the morning. Nobody at the desk answered the phone, and the manager never replied to my email, not once in the whole week.',
      ].join('\n\n'),
    );
  });

  it('keeps blank lines as paragraph breaks and a one-line text as it is', () => {
    expect(pdfParagraphs('First part\n\n  Second part  \n')).toBe('First part\n\nSecond part');
    expect(pdfParagraphs('Just one line.')).toBe('Just one line.');
    expect(pdfParagraphs('\n \n')).toBe('');
  });

  it('joins a word a soft hyphen broke, and keeps a typed hyphen', () => {
    const extracted = [
      'The hotel was a short walk from the station and the view from the room was unbeliev\u00ad',
      'ably good, though the walls were thin and the lift was out of order for most of the well-',
      'known festival week.',
    ].join('\n');
    expect(pdfParagraphs(extracted)).toBe(
      'The hotel was a short walk from the station and the view from the room was unbelievably good, though the walls were thin and the lift was out of order for most of the well- known festival week.',
    );
  });
});
