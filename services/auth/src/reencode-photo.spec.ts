import { AuthMessages } from '@sentilog/contracts';
import { RpcException } from '@nestjs/microservices';
import sharp from 'sharp';
import { reencodeUpload } from './reencode-photo';

/** A real 1×1 PNG. */
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

async function refusal(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (err) {
    return err instanceof RpcException ? err.getError() : err;
  }
  throw new Error('expected a refusal');
}

describe('reencodeUpload', () => {
  it('re-encodes a PNG as a PNG, with only pixels: appended bytes do not come back', async () => {
    const withTail = Buffer.concat([Buffer.from(PNG, 'base64'), Buffer.from('<script>x</script>')]);
    const photo = await reencodeUpload({
      contentType: 'image/png',
      data: withTail.toString('base64'),
      purpose: 'signup',
    });
    expect(photo.contentType).toBe('image/png');
    const bytes = Buffer.from(photo.data, 'base64');
    expect(bytes.includes('<script>')).toBe(false);
    expect((await sharp(bytes).metadata()).format).toBe('png');
  });

  it("refuses bytes that are not the declared type with the form's own message", async () => {
    const png = { data: PNG, contentType: 'image/jpeg' as const };
    expect(await refusal(reencodeUpload({ ...png, purpose: 'signup' }))).toEqual({
      statusCode: 400,
      error: AuthMessages.signupPhotoType,
    });
    const text = Buffer.from('not an image').toString('base64');
    expect(
      await refusal(reencodeUpload({ contentType: 'image/png', data: text, purpose: 'profile' })),
    ).toEqual({ statusCode: 400, error: AuthMessages.profilePhotoType });
  });
});
