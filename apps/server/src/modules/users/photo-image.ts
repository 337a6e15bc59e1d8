import { createHash } from 'node:crypto';
import { MESSAGES, PROFILE_PHOTO_SIZE_PX } from '@loadboard/contracts';
import sharp from 'sharp';
import { validationFailed } from '../../lib/app-error.ts';

/** Formats a photo may arrive in, judged from its bytes by sharp, never from its name or declared type. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
/** Enough pixels for any real camera; refuses decompression bombs before decoding them. */
const MAX_INPUT_PIXELS = 50_000_000;

export interface StoredPhoto {
  image: Buffer;
  contentType: string;
  /** A short hash of the stored bytes: it names the photo's URL, so a new photo gets a new URL. */
  version: string;
}

/**
 * Turns an uploaded file into the photo we keep: checked to be a real image by its content, turned
 * upright (EXIF orientation), cropped to a centred square of at most 512 px and re-encoded as WebP.
 * Re-encoding writes no metadata, so camera details and GPS positions are gone.
 */
export async function preparePhoto(bytes: Buffer): Promise<StoredPhoto> {
  let format: string | undefined;
  let side = PROFILE_PHOTO_SIZE_PX;
  try {
    const metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    format = metadata.format;
    // A square no larger than the picture's shorter side: a small photo is cropped, never enlarged.
    side = Math.min(PROFILE_PHOTO_SIZE_PX, metadata.width ?? side, metadata.height ?? side);
  } catch {
    throw validationFailed([MESSAGES.photoNotImage], { photo: MESSAGES.photoNotImage });
  }
  if (!format || !ACCEPTED_FORMATS.has(format))
    throw validationFailed([MESSAGES.photoNotImage], { photo: MESSAGES.photoNotImage });
  let image: Buffer;
  try {
    image = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(side, side, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    // A header that reads as an image over bytes that do not decode (a truncated or forged file).
    throw validationFailed([MESSAGES.photoNotImage], { photo: MESSAGES.photoNotImage });
  }
  const version = createHash('sha256').update(image).digest('hex').slice(0, 16);
  return { image, contentType: 'image/webp', version };
}
