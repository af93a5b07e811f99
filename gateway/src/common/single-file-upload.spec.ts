/// <reference types="multer" />
import {
  Controller,
  INestApplication,
  Module,
  Post,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import request from 'supertest';
import { ApiErrorFilter } from './api-error.filter';
import { SingleFileUpload } from './single-file-upload';

const MAX_BYTES = 1024;
const TOO_LARGE = 'That file is too large for this probe.';

@Controller()
class ProbeController {
  @Post('upload')
  @UseInterceptors(SingleFileUpload('file', { maxBytes: MAX_BYTES, tooLargeMessage: TOO_LARGE }))
  upload(@UploadedFile() file: Express.Multer.File | undefined) {
    return { size: file?.size ?? null };
  }
}

@Module({ controllers: [ProbeController] })
class ProbeModule {}

describe('SingleFileUpload', () => {
  let app: INestApplication;

  beforeAll(async () => {
    app = await NestFactory.create(ProbeModule, { logger: false });
    app.useGlobalFilters(new ApiErrorFilter());
    await app.init();
  });

  afterAll(() => app.close());

  const upload = (...sizes: number[]) =>
    sizes.reduce(
      (req, size, index) =>
        req.attach('file', Buffer.alloc(size, 'a'), { filename: `f${index}.txt` }),
      request(app.getHttpServer()).post('/upload'),
    );

  it('keeps a file of exactly the limit in memory for the route', async () => {
    const res = await upload(MAX_BYTES);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ size: MAX_BYTES });
  });

  it("answers a file one byte over the limit with 413 and the route's own words", async () => {
    const res = await upload(MAX_BYTES + 1);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: TOO_LARGE, statusCode: 413 });
  });

  it("leaves multer's other refusals as they are (a second file is a 400)", async () => {
    const res = await upload(10, 10);
    expect(res.status).toBe(400);
    expect(res.body.error).not.toBe(TOO_LARGE);
  });
});
