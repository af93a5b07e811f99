/**
 * Profile photos through the gateway, with the auth service in-process on the run's real
 * PostgreSQL and Redis: what is stored is a re-encoded image (nothing appended or hidden in the
 * upload survives), decompression bombs are refused, and a photo is not cached past its account.
 */
import { INestApplication, INestMicroservice } from '@nestjs/common';
import { crc32, deflateSync } from 'node:zlib';
import { Client } from 'pg';
import sharp from 'sharp';
import request from 'supertest';
import { startGateway, startService } from '../../infra/testing/stack';
import { testDatabaseUrl } from '../../infra/testing/test-env';
import {
  freshIp,
  privateRedisPrefix,
  setEnv,
  signUpAndSignIn,
  STRONG_PASSWORD,
  TEST_JWT_SECRET,
  uniqueEmail,
} from './auth-fixtures';

const SIGNUP_TYPE = { error: 'Only JPEG or PNG files are allowed.', statusCode: 400 };
const PROFILE_TYPE = { error: 'Only JPEG or PNG images are allowed.', statusCode: 400 };
const SCRIPT = '<script>alert(document.cookie)</script><html><body>hi</body></html>';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 99, g: 102, b: 241 } } });

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid 1-bit greyscale PNG claiming `side`×`side` pixels whose rows are all zero: deflate
 * squeezes 400 million pixels into a few tens of KB, which would decode to gigabytes.
 */
function pngBomb(side: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc((1 + Math.ceil(side / 8)) * side);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('profile photos are re-encoded (real PostgreSQL and Redis)', () => {
  let restoreEnv: () => void;
  let auth: INestMicroservice;
  let gateway: INestApplication;
  let db: Client;

  const http = () => request(gateway.getHttpServer());
  const signupWith = (photo: Buffer, contentType: string, email = uniqueEmail('photo')) =>
    http()
      .post('/api/auth/signup')
      .set('x-forwarded-for', freshIp())
      .field('firstname', 'Pia')
      .field('lastname', 'Photo')
      .field('email', email)
      .field('password', STRONG_PASSWORD)
      .attach('profilePhoto', photo, {
        filename: contentType === 'image/png' ? 'me.png' : 'me.jpg',
        contentType,
      });
  /** Signs up with the photo and signs in: the answer carries the new user and a token. */
  const accountWith = (photo: Buffer, contentType: string, email = uniqueEmail('photo')) =>
    signUpAndSignIn(http, signupWith(photo, contentType, email), {
      email,
      password: STRONG_PASSWORD,
    });
  const fetchPhoto = async (url: string) => {
    const res = await http().get(url).buffer(true);
    expect(res.status).toBe(200);
    return res;
  };

  beforeAll(async () => {
    restoreEnv = setEnv({
      REDIS_PREFIX: privateRedisPrefix('photos'),
      JWT_SECRET: TEST_JWT_SECRET,
      TRUST_PROXY: '1',
      AUTH_RATE_LIMIT: '1000',
      SERVE_FRONTEND: 'false',
    });
    auth = await startService('auth');
    gateway = await startGateway();
    db = new Client({ connectionString: testDatabaseUrl() });
    await db.connect();
  });

  afterAll(async () => {
    await db?.end();
    await gateway?.close();
    await auth?.close();
    restoreEnv?.();
  });

  it('stores a PNG with a script appended as the image alone', async () => {
    const png = await solid(64, 48).png().toBuffer();
    const hostile = Buffer.concat([png, Buffer.from(SCRIPT)]);

    const res = await accountWith(hostile, 'image/png');

    expect(res.status).toBe(200);
    const photo = await fetchPhoto(res.body.user.profilephoto);
    expect(photo.headers['content-type']).toBe('image/png');
    const stored = photo.body as Buffer;
    expect(stored.includes('<script')).toBe(false);
    expect(stored.includes('<html')).toBe(false);
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 64, height: 48 });
    const { rows } = await db.query(
      'SELECT p.data FROM auth.photos p JOIN auth.users u ON u.photo_id = p.id WHERE u.id = $1',
      [res.body.user.id],
    );
    expect(Buffer.from(rows[0].data).includes('<script')).toBe(false);
  });

  it('stores a JPEG without the script hidden in its comment or its EXIF metadata', async () => {
    const jpeg = await solid(40, 40)
      .jpeg()
      .withExif({ IFD0: { ImageDescription: SCRIPT, Artist: 'Secret Location 51.5N 0.1W' } })
      .toBuffer();
    expect(jpeg.includes('<script')).toBe(true);
    const hostile = Buffer.concat([jpeg, Buffer.from(SCRIPT)]);

    const res = await accountWith(hostile, 'image/jpeg');

    expect(res.status).toBe(200);
    const stored = (await fetchPhoto(res.body.user.profilephoto)).body as Buffer;
    expect(stored.includes('<script')).toBe(false);
    expect(stored.includes('Secret Location')).toBe(false);
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 40, height: 40 });
    expect(meta.exif).toBeUndefined();
  });

  it('shrinks a large photo to fit within 512×512, keeping its proportions', async () => {
    const big = await solid(2000, 1000).png().toBuffer();
    const res = await accountWith(big, 'image/png');
    expect(res.status).toBe(200);
    const stored = (await fetchPhoto(res.body.user.profilephoto)).body as Buffer;
    expect(await sharp(stored).metadata()).toMatchObject({ width: 512, height: 256 });
  });

  it('takes a phone photo of several megabytes on profile update and stores it shrunk', async () => {
    const account = await accountWith(await solid(8, 8).png().toBuffer(), 'image/png');
    // A 12-megapixel camera JPEG: noise does not compress, so it weighs what a real one does.
    const [width, height] = [4000, 3000];
    const noise = Buffer.alloc(width * height * 3);
    for (let i = 0; i < noise.length; i += 4) noise.writeUInt32LE((i * 2654435761) >>> 0, i);
    const phone = await sharp(noise, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 92 })
      .toBuffer();
    expect(phone.length).toBeGreaterThan(4 * 1024 * 1024);
    const res = await http()
      .post('/api/auth/user-profile-update')
      .set('x-forwarded-for', freshIp())
      .field('token', account.body.token as string)
      .field('firstname', 'Pia')
      .field('lastname', 'Photo')
      .field('email', account.body.user.email as string)
      .attach('profilePhoto', phone, { filename: 'IMG_0001.jpg', contentType: 'image/jpeg' });
    expect(res.body).toMatchObject({ message: 'Profile updated successfully' });
    const stored = (await fetchPhoto(res.body.user.profilephoto as string)).body as Buffer;
    expect(await sharp(stored).metadata()).toMatchObject({
      format: 'jpeg',
      width: 512,
      height: 384,
    });
    expect(stored.length).toBeLessThan(phone.length / 10);
  });

  it('refuses a 20000×20000 PNG bomb at signup with 400 and creates no account', async () => {
    const bomb = pngBomb(20_000);
    expect(bomb.length).toBeLessThan(200_000);
    const email = uniqueEmail('bomb');

    const res = await signupWith(bomb, 'image/png', email);

    expect(res.body).toEqual(SIGNUP_TYPE);
    const { rowCount } = await db.query('SELECT 1 FROM auth.users WHERE email = $1', [email]);
    expect(rowCount).toBe(0);
  });

  it('refuses a PNG bomb and a truncated PNG on profile update with 400 and keeps the old photo', async () => {
    const signedUp = await accountWith(await solid(16, 16).png().toBuffer(), 'image/png');
    expect(signedUp.status).toBe(200);
    const update = (photo: Buffer) =>
      http()
        .post('/api/auth/user-profile-update')
        .set('x-forwarded-for', freshIp())
        .field('token', signedUp.body.token as string)
        .field('firstname', 'Pia')
        .field('lastname', 'Photo')
        .field('email', signedUp.body.user.email as string)
        .attach('profilePhoto', photo, { filename: 'new.png', contentType: 'image/png' });

    expect((await update(pngBomb(20_000))).body).toEqual(PROFILE_TYPE);
    const png = await solid(32, 32).png().toBuffer();
    expect((await update(png.subarray(0, 40))).body).toEqual(PROFILE_TYPE);

    const profile = await http()
      .post('/api/auth/user-profile')
      .set('authorization', `Bearer ${signedUp.body.token}`)
      .send({});
    expect(profile.body.profilephoto).toBe(signedUp.body.user.profilephoto);
  });

  it('is revalidated on every use, and gone (404, not 304) once the account is deleted', async () => {
    const res = await accountWith(await solid(8, 8).png().toBuffer(), 'image/png');
    const url = res.body.user.profilephoto as string;
    const photo = await fetchPhoto(url);
    expect(photo.headers['cache-control']).toBe('private, no-cache');
    expect(photo.headers['cache-control']).not.toMatch(/immutable|max-age=[1-9]/);
    const etag = photo.headers.etag as string;
    expect(etag).toBeTruthy();
    expect((await http().get(url).set('if-none-match', etag)).status).toBe(304);

    const deleted = await http()
      .delete('/api/auth/delete-account')
      .set('authorization', `Bearer ${res.body.token}`)
      .send({ password: STRONG_PASSWORD });
    expect(deleted.status).toBe(200);

    const afterDeletion = await http().get(url).set('if-none-match', etag);
    expect(afterDeletion.status).toBe(404);
    expect(afterDeletion.body).toEqual({ error: 'Photo not found', statusCode: 404 });
  });
});
