import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedNames } from '../stored-files.ts';
import { createTestApp, type TestApp, type TestUser } from '../test-app.ts';

let t: TestApp;
let student: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  student = await t.createUser();
});
afterAll(async () => t?.close());

const boundary = '----portal-upload-test';
const filePart = (field: string, content: Buffer) =>
  Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    content,
    Buffer.from('\r\n'),
  ]);
const body = (...parts: Buffer[]) => Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]);
const headers = { 'content-type': `multipart/form-data; boundary=${boundary}` };
const png = (shade: number) =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: { r: shade, g: 80, b: 80 } } })
    .png()
    .toBuffer();
const avatarFiles = async () => (await storedNames(t, 'avatars')).filter((f) => f.endsWith('.webp'));

describe('uploads', () => {
  it('refuses a body announced larger than the route takes, naming the limit, before reading it', async () => {
    const res = await t.injectAs(student, {
      method: 'PATCH',
      url: '/api/users/avatar',
      payload: body(filePart('avatar', Buffer.alloc(6 * 1024 * 1024))),
      headers: { ...headers, 'accept-language': 'fr' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Le fichier est trop volumineux (au plus 5 Mo)',
    });
  });

  it('refuses more files or fields than the form has', async () => {
    const two = await t.injectAs(student, {
      method: 'PATCH',
      url: '/api/users/avatar',
      payload: body(filePart('avatar', await png(1)), filePart('avatar', await png(2))),
      headers,
    });
    expect(two.statusCode).toBe(413);
    expect(two.json().message).toMatch(/at most 1 file/);
  });

  it('stops a 98 MB upload streamed without a length early, and keeps nothing', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const chunk = Buffer.alloc(1024 * 1024, 7);
    const total = 98;
    const result = await new Promise<{ status: number; sentMb: number; text: string }>((resolve, reject) => {
      let sent = 0;
      let answeredAt = -1;
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'PATCH',
          path: '/api/users/avatar',
          headers: { ...headers, authorization: `Bearer ${student.token}`, 'transfer-encoding': 'chunked' },
        },
        (res) => {
          let text = '';
          res.on('data', (d: Buffer) => {
            text += d.toString();
          });
          res.on('end', () => {
            resolve({ status: res.statusCode ?? 0, sentMb: answeredAt, text });
            req.destroy();
          });
        },
      );
      // Once the answer is in, the server may cut the rest of the upload: that is expected.
      req.on('error', (error) => {
        if (answeredAt < 0) reject(error);
      });
      req.write(
        `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
      );
      // A megabyte every few milliseconds, like a client on a fast line: the answer must not wait for the rest.
      const pump = () => {
        if (answeredAt >= 0) return;
        if (sent === total) return void req.end(`\r\n--${boundary}--\r\n`);
        sent += 1;
        req.write(chunk, () => setTimeout(pump, 10));
      };
      req.on('response', () => {
        answeredAt = sent;
        req.end();
      });
      pump();
    });
    expect(result.status).toBe(413);
    expect(JSON.parse(result.text).message).toContain('5 MB');
    // The answer came while the client was still sending: the server did not wait for (nor keep) the rest.
    expect(result.sentMb).toBeLessThan(total / 2);
    expect((await t.injectAs(student, { method: 'GET', url: '/api/users/me' })).json().data.avatar).toBeNull();
  });

  it('leaves one file, not orphans, when two avatars are uploaded at once', async () => {
    const upload = async (shade: number) =>
      t.injectAs(student, {
        method: 'PATCH',
        url: '/api/users/avatar',
        payload: body(filePart('avatar', await png(shade))),
        headers,
      });
    const results = await Promise.all([upload(10), upload(20), upload(30)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const stored = (await t.injectAs(student, { method: 'GET', url: '/api/users/me' })).json().data.avatar as string;
    expect(await avatarFiles()).toEqual([stored.split('/').pop()]);
  });
});
