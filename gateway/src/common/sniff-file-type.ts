import { FileTypeResult, fromBuffer } from 'file-type';
import { EndOfStreamError } from 'strtok3';

/**
 * file-type's guess from an upload's bytes. Bytes that end inside a format's header (a PNG cut
 * off after its signature, say) make file-type read past the end and throw; they are no complete
 * file of any type, so they get the answer unknown bytes get, not a 500.
 */
export async function sniffFileType(bytes: Buffer): Promise<FileTypeResult | undefined> {
  try {
    return await fromBuffer(bytes);
  } catch (err) {
    if (err instanceof EndOfStreamError) return undefined;
    throw err;
  }
}
