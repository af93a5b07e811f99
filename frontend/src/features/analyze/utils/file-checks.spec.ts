import { MAX_DOCUMENT_BYTES } from '@sentilog/contracts/web';
import { fakeFile } from '../../../testing/test-utils';
import { documentFileProblem, formatKilobytes } from './file-checks';

describe('client-side upload checks', () => {
  it.each(['notes.txt', 'Report.PDF', 'letter.docx', 'a.b.Docx'])('accepts %s', (name) => {
    expect(documentFileProblem(fakeFile(name, '', 100))).toBeNull();
  });

  it.each(['photo.png', 'old.doc', 'sheet.xlsx', 'archive.zip', 'pdf', 'notes.txt.exe'])(
    'refuses %s with the type message',
    (name) => {
      expect(documentFileProblem(fakeFile(name, 'application/pdf', 100))).toBe(
        'Unsupported file type. Upload a TXT, PDF or DOCX file.',
      );
    },
  );

  it('accepts exactly 10 MB and refuses one byte more', () => {
    expect(documentFileProblem(fakeFile('big.pdf', 'application/pdf', MAX_DOCUMENT_BYTES))).toBe(
      null,
    );
    expect(
      documentFileProblem(fakeFile('big.pdf', 'application/pdf', MAX_DOCUMENT_BYTES + 1)),
    ).toBe('File too large. The maximum size is 10MB.');
    expect(MAX_DOCUMENT_BYTES).toBe(10 * 1024 * 1024);
  });

  it('shows sizes in KB with two decimals', () => {
    expect(formatKilobytes(0)).toBe('0.00 KB');
    expect(formatKilobytes(1024)).toBe('1.00 KB');
    expect(formatKilobytes(12_637)).toBe('12.34 KB');
  });
});
