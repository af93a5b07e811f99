import { fromBuffer } from 'file-type';
import { sniffFileType } from './sniff-file-type';

const PNG_SIGNATURE = Buffer.from('89504e470d0a1a0a', 'hex');

describe('sniffFileType', () => {
  it('names a format from its signature', async () => {
    expect(await sniffFileType(Buffer.from('%PDF-1.7\n'))).toEqual({
      ext: 'pdf',
      mime: 'application/pdf',
    });
  });

  it('answers undefined for bytes that end inside a format header, where file-type throws', async () => {
    const truncated = Buffer.concat([PNG_SIGNATURE, Buffer.from('xxxx')]);
    await expect(fromBuffer(truncated)).rejects.toThrow('End-Of-Stream');
    expect(await sniffFileType(truncated)).toBeUndefined();
  });

  it('answers undefined for bytes of no known format', async () => {
    expect(await sniffFileType(Buffer.from('plain words'))).toBeUndefined();
  });
});
