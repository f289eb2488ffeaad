import type { Page } from '@playwright/test';
import { createVerifiedUser, newPerson, openSignedIn } from '../support/accounts.ts';
import { expectSoundScreen, onePagePdf } from '../support/helpers.ts';
import { openSession } from '../support/sessions.ts';
import { expect, test } from '../support/test.ts';

test.use({ locale: 'en-US', viewport: { width: 360, height: 740 } });

const budget = 500 * 1024;

/**
 * A phone's photo of a printed page, made in the browser: text lines on paper with sensor noise, which is what
 * makes real photos large.
 */
async function photographedPage(page: Page, width: number, height: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ width, height }) => {
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
      context.fillStyle = '#f3efe6';
      context.fillRect(0, 0, width, height);
      context.fillStyle = '#1d1d1d';
      context.font = `${Math.round(height / 60)}px serif`;
      for (let y = height / 20; y < height; y += height / 40)
        context.fillText('République du Cameroun · Acte de naissance n° 1284/2006 · Buea, Fako', width / 20, y);
      const pixels = context.getImageData(0, 0, width, height);
      for (let index = 0; index < pixels.data.length; index += 4) {
        const noise = (Math.random() - 0.5) * 36;
        for (let channel = index; channel < index + 3; channel++)
          pixels.data[channel] = (pixels.data[channel] ?? 0) + noise;
      }
      context.putImageData(pixels, 0, 0);
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.95 });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let index = 0; index < bytes.length; index += 0x8000)
        binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
      return btoa(binary);
    },
    { width, height },
  );
  return Buffer.from(base64, 'base64');
}

/**
 * The photo as a phone held upright stores it: the pixels on their side (4000 × 3000) and an EXIF orientation of 6
 * (turn a quarter clockwise to show it), in an APP1 segment right after the start of the JPEG.
 */
function heldUpright(jpeg: Buffer): Buffer {
  const entry = [0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, 0x06, 0x00, 0x00];
  const tiff = [0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08, 0x00, 0x01, ...entry, 0x00, 0x00, 0x00, 0x00];
  const body = [0x45, 0x78, 0x69, 0x66, 0x00, 0x00, ...tiff];
  const segment = [0xff, 0xe1, (body.length + 2) >> 8, (body.length + 2) & 0xff, ...body];
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from(segment), jpeg.subarray(2)]);
}

/** A JPEG's size from its frame header. */
function jpegSize(jpeg: Buffer): { width: number; height: number } {
  let offset = 2;
  while (offset < jpeg.length) {
    const marker = jpeg[offset + 1]!;
    if (marker >= 0xc0 && marker <= 0xc2)
      return { height: jpeg.readUInt16BE(offset + 5), width: jpeg.readUInt16BE(offset + 7) };
    offset += 2 + jpeg.readUInt16BE(offset + 2);
  }
  throw new Error('no frame header');
}

const isUpload = (url: string, method: string) => method === 'POST' && new URL(url).pathname === '/api/documents';

test('a student sends documents from a phone: photos made small, a refusal shown, an upload kept through a lost connection', async ({
  page,
  context,
  request,
}) => {
  const session = await openSession(request, { name: `Documents ${Date.now().toString(36)}`, year: 2034 });
  try {
    const person = newPerson('documents');
    await createVerifiedUser(request, person);
    const auth = await openSignedIn(page, request, person.username, person.password);
    const headers = { authorization: `Bearer ${auth.token}` };
    const created = await request.post('/api/applications', { headers, data: { sessionId: session.id } });
    expect(created.ok(), await created.text()).toBe(true);
    const { id, version } = ((await created.json()) as { data: { id: number; version: number } }).data;
    const student = await request.put(`/api/applications/${id}`, {
      headers,
      data: { universityStudent: true, version },
    });
    expect(student.ok(), await student.text()).toBe(true);

    await page.goto(`/applications/${id}/edit/documents`);
    const birth = page.getByRole('region', { name: 'Birth certificate' });
    await expect(birth.getByText('Required')).toBeVisible();
    // A university student is asked for transcripts, which allow several files.
    await expect(
      page.getByRole('region', { name: 'University transcripts' }).getByText('You may send several.'),
    ).toBeVisible();

    // A 12-megapixel photo leaves the phone as a JPEG within the budget, and comes back as a thumbnail.
    const photo = heldUpright(await photographedPage(page, 4000, 3000));
    expect(photo.length).toBeGreaterThan(2 * budget);
    // On a slow line (3G-like upload: 64 KB/s) the progress of the sending shows while it goes.
    const devtools = await context.newCDPSession(page);
    await devtools.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 300,
      downloadThroughput: 200 * 1024,
      uploadThroughput: 64 * 1024,
    });
    const upload = page.waitForRequest((sent) => isUpload(sent.url(), sent.method()));
    // The photo is decoded, already scaled down, and encoded in a worker, off the page's thread.
    const worker = page.waitForEvent('worker');
    await birth.getByLabel('Add photos or a PDF: Birth certificate').setInputFiles({
      name: 'birth-certificate.jpg',
      mimeType: 'image/jpeg',
      buffer: photo,
    });
    const progress = birth.getByRole('progressbar', { name: 'Sending birth-certificate.jpg' });
    await expect(progress).toBeVisible();
    await expect
      .poll(async () => Number(await progress.getAttribute('aria-valuenow')), { timeout: 30_000 })
      .toBeGreaterThan(0);
    expect((await worker).url()).toMatch(/\/assets\/photo-worker-[\w-]+\.js$/);
    const sent = await upload;
    const answer = await sent.response();
    expect(answer?.status()).toBe(201);
    // Decoded upright and scaled down: the page stands, at most 1800 px tall.
    const stored = await request.get(((await answer!.json()) as { data: { url: string } }).data.url);
    const size = jpegSize(await stored.body());
    expect(size.height).toBeGreaterThan(size.width);
    expect(size.height).toBeLessThanOrEqual(1800);
    // Playwright does not measure a body sent by XMLHttpRequest (sizes() says 0): the request's own length does.
    const sentBytes = Number((await sent.allHeaders())['content-length']);
    test.info().annotations.push({ type: 'photo', description: `${photo.length} bytes chosen, ${sentBytes} sent` });
    expect(sentBytes).toBeGreaterThan(50 * 1024);
    expect(sentBytes).toBeLessThan(budget + 1024);
    await devtools.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    const thumbnail = birth.locator('img');
    await expect(thumbnail).toBeVisible();
    await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await expect(birth.getByLabel('Replace: Birth certificate')).toBeAttached();

    // A web page renamed .pdf is refused by the server, and the refusal is said on its document type.
    const residence = page.getByRole('region', { name: 'Proof of residence' });
    await residence.getByLabel('Add photos or a PDF: Proof of residence').setInputFiles({
      name: 'residence.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('<!doctype html><html><body>Not a certificate</body></html>'),
    });
    await expect(residence.getByRole('alert')).toContainText('This file was refused');
    await expect(residence.getByText('Nothing sent yet.')).toBeVisible();
    await expect(residence.getByRole('progressbar')).toHaveCount(0);

    // Offline: the prepared photo waits on the phone and goes by itself when the connection returns.
    const identity = page.getByRole('region', { name: 'Identity photo' });
    const portrait = await photographedPage(page, 900, 1200);
    await context.setOffline(true);
    await identity.getByLabel('Add photos or a PDF: Identity photo').setInputFiles({
      name: 'identity.jpg',
      mimeType: 'image/jpeg',
      buffer: portrait,
    });
    await expect(identity.getByText('Kept on this device: it will be sent when the connection returns.')).toBeVisible();
    const reconnected = page.waitForResponse((answer) => isUpload(answer.url(), answer.request().method()));
    await context.setOffline(false);
    expect((await reconnected).status()).toBe(201);
    await expect(identity.locator('img')).toBeVisible();
    await expect(identity.getByText('Kept on this device')).toHaveCount(0);

    // A connection lost during the upload: the file is still there after a reload and goes with "Send again".
    await page.route('**/api/documents', (route) => route.abort('internetdisconnected'));
    const income = page.getByRole('region', { name: 'Proof of family income' });
    await income.getByLabel('Add photos or a PDF: Proof of family income').setInputFiles([
      { name: 'payslip-1.jpg', mimeType: 'image/jpeg', buffer: portrait },
      { name: 'payslip-2.jpg', mimeType: 'image/jpeg', buffer: portrait },
    ]);
    await expect(income.getByText('Kept on this device')).toBeVisible();
    await expect(income.getByText('payslip-1.pdf')).toBeVisible();
    await expect(income.getByText(/^2 pages, \d+ KB$/)).toBeVisible();
    await page.reload();
    await expect(income.getByText('payslip-1.pdf')).toBeVisible();
    await expect(income.getByText('Kept on this device')).toBeVisible();
    await page.unroute('**/api/documents');
    const retried = page.waitForResponse((answer) => isUpload(answer.url(), answer.request().method()));
    await income.getByRole('button', { name: 'Send again' }).click();
    expect((await retried).status()).toBe(201);
    await expect(income.getByRole('link', { name: /^Open: Proof of family income/ })).toBeVisible();
    await expect(income.getByRole('button', { name: 'Send again' })).toHaveCount(0);
    await expect(income.getByText('Kept on this device')).toHaveCount(0);

    await expectSoundScreen(page);
    // Nothing is wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // Delete asks first, then the type is empty again, on the server too.
    await identity.getByRole('button', { name: /^Delete: Identity photo/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Delete this document (Identity photo)?');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toBeHidden();
    await expect(identity.getByText('Nothing sent yet.')).toBeVisible();
    const list = await request.get(`/api/documents/application/${id}`, { headers });
    const kept = ((await list.json()) as { data: { typeId: number; contentType: string }[] }).data;
    expect(kept.map((document) => document.contentType).sort()).toEqual(['application/pdf', 'image/jpeg']);
  } finally {
    await session.close();
  }
});

test('the documents step fetches each thumbnail once: a second visit and a reload take them from the browser', async ({
  page,
  context,
  request,
}) => {
  const session = await openSession(request, { name: `Thumbnails ${Date.now().toString(36)}`, year: 2035 });
  try {
    const person = newPerson('thumbnails');
    await createVerifiedUser(request, person);
    const auth = await openSignedIn(page, request, person.username, person.password);
    const headers = { authorization: `Bearer ${auth.token}` };
    const created = await request.post('/api/applications', { headers, data: { sessionId: session.id } });
    expect(created.ok(), await created.text()).toBe(true);
    const { id, version } = ((await created.json()) as { data: { id: number; version: number } }).data;
    const student = await request.put(`/api/applications/${id}`, {
      headers,
      data: { universityStudent: true, version },
    });
    expect(student.ok(), await student.text()).toBe(true);
    const types = (await (await request.get('/api/document-types', { headers })).json()) as {
      data: { id: number; name: { en: string } }[];
    };
    const typeId = (name: string) => types.data.find((type) => type.name.en === name)!.id;
    // A large photo (as an older client sent them, within the server's limit) and a PDF: what the step must not
    // download again and again.
    const photo = await photographedPage(page, 2400, 1800);
    for (const [type, file] of [
      ['Birth certificate', { name: 'birth.jpg', mimeType: 'image/jpeg', buffer: photo }],
      ['Proof of residence', { name: 'residence.pdf', mimeType: 'application/pdf', buffer: onePagePdf('Residence') }],
    ] as const) {
      const sent = await request.post('/api/documents', {
        headers,
        multipart: { typeId: String(typeId(type)), applicationId: String(id), file },
      });
      expect(sent.status(), await sent.text()).toBe(201);
    }

    // What reaches the server, as Chromium's network layer sees it: a thumbnail taken from a cache is not counted.
    const fetched: { url: string; bytes: number; cacheControl: string }[] = [];
    const devtools = await context.newCDPSession(page);
    await devtools.send('Network.enable');
    const servedFromCache = new Set<string>();
    devtools.on('Network.requestServedFromCache', ({ requestId }) => servedFromCache.add(requestId));
    devtools.on('Network.responseReceived', ({ requestId, response }) => {
      if (!new URL(response.url).pathname.endsWith('/thumbnail')) return;
      if (servedFromCache.has(requestId) || response.fromDiskCache || response.fromPrefetchCache) return;
      fetched.push({
        url: response.url,
        bytes: Number(response.headers['content-length'] ?? response.headers['Content-Length']),
        cacheControl: String(response.headers['cache-control'] ?? response.headers['Cache-Control']),
      });
    });

    const thumbnails = page.locator('main img');
    const allShown = async () => {
      await expect(thumbnails).toHaveCount(2);
      for (const image of await thumbnails.all()) {
        await image.scrollIntoViewIfNeeded();
        await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
      }
    };
    await page.goto(`/applications/${id}/edit/documents`);
    await allShown();
    expect(fetched).toHaveLength(2);
    for (const thumbnail of fetched) {
      expect(thumbnail.bytes).toBeLessThanOrEqual(30 * 1024);
      expect(thumbnail.cacheControl).toMatch(/^private, max-age=\d{2,}/);
    }
    test.info().annotations.push({
      type: 'thumbnails',
      description: `${photo.length} bytes of photo shown as ${fetched.map((entry) => entry.bytes).join(' + ')} bytes`,
    });

    // To the motivation letter and back, in the app; then a reload, which starts the page afresh and lists the
    // documents again: the same links come back, and the browser has their pictures.
    await page.getByLabel('Step', { exact: true }).selectOption('motivation');
    await expect(page).toHaveURL(/\/edit\/motivation$/);
    await page.getByLabel('Step', { exact: true }).selectOption('documents');
    await allShown();
    const listedAgain = page.waitForResponse((answer) => answer.url().includes(`/api/documents/application/${id}`));
    await page.reload();
    expect((await listedAgain).status()).toBe(200);
    await allShown();
    expect(fetched).toHaveLength(2);
  } finally {
    await session.close();
  }
});

/** A one-page PDF of text, as a word processor exports a letter. */
