import { MESSAGES, PROFILE_PHOTO_MAX_BYTES } from '@loadboard/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, signUp } from '../../../test/accounts.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { multipart, type Part } from '../../../test/multipart.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A real photo as a camera would write it: with EXIF (a GPS position and a camera name). */
const cameraPhoto = (format: 'png' | 'jpeg', width = 900, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 40 } } })
    .withExif({ IFD0: { Make: 'SecretCam', Model: 'X100' }, IFD3: { GPSLatitude: '41/1 52/1 0/1' } })
    [format]()
    .toBuffer();

function send(who: Account | null, parts: Part[]) {
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/users/profile-photo',
    headers: { ...(who ? who.headers : {}), ...body.headers },
    payload: body.payload,
  });
}
const photoPart = (content: Buffer | string, filename = 'me.png', contentType = 'image/png'): Part => ({
  field: 'photo',
  filename,
  contentType,
  content,
});

const getPhoto = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('POST /api/users/profile-photo', () => {
  it.each(['png', 'jpeg'] as const)(
    'takes a real %s: stored square, at most 512 px, re-encoded without metadata, named in the profile',
    async (format) => {
      const who = await signUp(t, 'BROKER');
      expect(who.user.photo).toBeNull();
      const res = await send(who, [photoPart(await cameraPhoto(format), `me.${format}`, `image/${format}`)]);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(MESSAGES.photoUpdated);
      const photo: string = res.json().data.photo;
      expect(photo).toMatch(new RegExp(`^/api/users/${who.user.id}/photo\\?v=[0-9a-f]{16}$`));

      const profile = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: who.headers });
      expect(profile.json().data.photo).toBe(photo);

      const served = await getPhoto(photo);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
      expect(meta.exif).toBeUndefined();
      expect(served.rawPayload.includes(Buffer.from('SecretCam'))).toBe(false);
    },
  );

  it('keeps a small photo small (square, never enlarged)', async () => {
    const who = await signUp(t, 'RFP_CARRIER');
    const res = await send(who, [photoPart(await cameraPhoto('png', 120, 80))]);
    expect(res.statusCode).toBe(200);
    const meta = await sharp((await getPhoto(res.json().data.photo)).rawPayload).metadata();
    expect(meta).toMatchObject({ width: 80, height: 80 });
  });

  it('refuses a text file named .png, by its content, and keeps the photo it had', async () => {
    const who = await signUp(t, 'BROKER');
    const first = (await send(who, [photoPart(await cameraPhoto('png'))])).json().data.photo;
    const res = await send(who, [photoPart('definitely not an image', 'photo.png', 'image/png')]);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: MESSAGES.photoNotImage,
      fields: { photo: MESSAGES.photoNotImage },
    });
    const profile = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: who.headers });
    expect(profile.json().data.photo).toBe(first);
  });

  it('refuses an image format that is not a photo (SVG) and a truncated JPEG', async () => {
    const who = await signUp(t, 'BROKER');
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
    expect((await send(who, [photoPart(svg, 'me.svg', 'image/svg+xml')])).statusCode).toBe(422);
    const jpeg = await cameraPhoto('jpeg');
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length / 3));
    expect((await send(who, [photoPart(truncated, 'me.jpg', 'image/jpeg')])).statusCode).toBe(422);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const who = await signUp(t, 'RFD_CARRIER');
    const res = await send(who, [photoPart(Buffer.alloc(PROFILE_PHOTO_MAX_BYTES + 1, 1), 'big.png')]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: MESSAGES.photoTooLarge });
  });

  it('asks for the photo field when the upload has none, or is not multipart', async () => {
    const who = await signUp(t, 'BROKER');
    const wrongField = await send(who, [
      { field: 'file', filename: 'me.png', content: await cameraPhoto('png') },
    ]);
    expect(wrongField.statusCode).toBe(422);
    expect(wrongField.json().message).toBe(MESSAGES.photoMissing);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/users/profile-photo',
      headers: who.headers,
      payload: { photo: 'x' },
    });
    expect(json.statusCode).toBe(422);
  });

  it('answers 400 for a body cut off before its end', async () => {
    const who = await signUp(t, 'BROKER');
    const body = multipart([photoPart(await cameraPhoto('png'))]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/profile-photo',
      headers: { ...who.headers, ...body.headers },
      payload: body.payload.subarray(0, body.payload.length - 200),
    });
    expect(res.statusCode).toBe(400);
  });

  it('asks for a session without a token', async () => {
    expect((await send(null, [photoPart(await cameraPhoto('png'))])).statusCode).toBe(401);
  });
});

describe('GET /api/users/:id/photo', () => {
  it('answers 304 to a browser that holds this version, and a new upload gets a new URL', async () => {
    const who = await signUp(t, 'BROKER');
    const first: string = (await send(who, [photoPart(await cameraPhoto('png'))])).json().data.photo;
    const served = await getPhoto(first);
    const again = await getPhoto(first, { 'if-none-match': String(served.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    const other = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#1060c0' } })
      .jpeg()
      .toBuffer();
    const second: string = (await send(who, [photoPart(other, 'new.jpg', 'image/jpeg')])).json().data.photo;
    expect(second).not.toBe(first);
    // The old URL now shows the current photo, but may no longer be kept for good.
    const stale = await getPhoto(first);
    expect(stale.statusCode).toBe(200);
    expect(stale.headers['cache-control']).toBe('no-cache');
    expect((await getPhoto(second, { 'if-none-match': String(served.headers.etag) })).statusCode).toBe(200);
  });

  it('is public (an <img> sends no token) and 404s for a user without a photo', async () => {
    const who = await signUp(t, 'BROKER');
    expect((await getPhoto(`/api/users/${who.user.id}/photo`)).statusCode).toBe(404);
    expect((await getPhoto('/api/users/999999999/photo')).statusCode).toBe(404);
    expect((await getPhoto('/api/users/abc/photo')).statusCode).toBe(404);
    // Signed-out readers are answered like signed-in ones.
    await send(who, [photoPart(await cameraPhoto('png'))]);
    expect((await getPhoto(`/api/users/${who.user.id}/photo`)).statusCode).toBe(200);
  });
});
