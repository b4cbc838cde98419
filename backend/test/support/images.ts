import * as fs from 'node:fs';
import * as path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import type { Test } from 'supertest';

export type PictureFormat = 'jpeg' | 'png' | 'webp' | 'gif';

export interface PictureOptions {
  width?: number;
  height?: number;
  format?: PictureFormat;
  /** Camera EXIF with a GPS position, as a phone writes it (JPEG only). */
  gps?: boolean;
  color?: string;
}

/** The position written by `gps: true`; tests check that it never reaches a stored file. */
export const TEST_GPS_EXIF = {
  IFD0: { Make: 'TestCam', Model: 'Phone 1' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '43/1 39/1 1/1', GPSLongitudeRef: 'W', GPSLongitude: '79/1 23/1 1/1' },
};

/** A real picture made with sharp, in the format asked for. */
export async function picture(options: PictureOptions = {}): Promise<Buffer> {
  const { width = 64, height = 48, format = 'jpeg', gps = false, color = '#3a7bd5' } = options;
  let image = sharp({ create: { width, height, channels: 3, background: color } });
  image = format === 'jpeg' ? image.jpeg() : format === 'png' ? image.png() : format === 'webp' ? image.webp() : image.gif();
  if (gps) image = image.withExif(TEST_GPS_EXIF);
  return image.toBuffer();
}

/**
 * A tiny PNG whose header declares `width` x `height` (a decompression bomb's shape): the real pixels are 8 x 8,
 * so only a decoder that trusts the header before decoding sees the declared size.
 */
export async function pictureDeclaring(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 8, height: 8, channels: 3, background: '#777' } })
      .png()
      .toBuffer(),
  );
  // IHDR: length (4) at 8, type (4) at 12, width at 16, height at 20, 13 data bytes, then its CRC at 29.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** A valid JPEG padded with trailing bytes up to `bytes` (decoders ignore what follows the image). */
export async function pictureOfSize(bytes: number): Promise<Buffer> {
  const jpeg = await picture();
  return Buffer.concat([jpeg, Buffer.alloc(Math.max(0, bytes - jpeg.length), 0)]);
}

/** Does this EXIF block (as sharp's metadata().exif returns it) point to a GPS directory with entries? */
export function exifHasGps(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  const tiff = exif.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? exif.subarray(6) : exif;
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd0 = u32(4);
  for (let i = 0; i < u16(ifd0); i++) {
    const entry = ifd0 + 2 + i * 12;
    if (u16(entry) === 0x8825) return u16(u32(entry + 8)) > 0;
  }
  return false;
}

export interface AdFields {
  title?: string;
  description?: string;
  category?: string;
  ad_description?: string;
  price_offer?: string;
  contact_email?: string;
  contact_phone?: string;
  location?: string;
  [extra: string]: string | undefined;
}

export function adFields(overrides: AdFields = {}): AdFields {
  return {
    title: 'Two-bedroom flat near the park',
    description: 'Bright flat, recently renovated, close to schools.',
    category: 'Real Estate',
    ad_description: 'Available from June. Unfurnished, second floor with lift.',
    price_offer: '$1,200 / month',
    contact_email: 'owner@example.com',
    contact_phone: '+1 555 010 2030',
    location: 'Toronto, ON',
    ...overrides,
  };
}

export interface UploadPart {
  content: Buffer;
  filename?: string;
  contentType?: string;
}

/** Fills a supertest request as the web app's form does: text fields, then repeated `images` parts. */
export function sendAdForm(request: Test, fields: AdFields, images: Array<Buffer | UploadPart>): Test {
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) request.field(name, value);
  images.forEach((image, index) => {
    const part = Buffer.isBuffer(image) ? { content: image } : image;
    request.attach('images', part.content, { filename: part.filename ?? `photo-${index + 1}.jpg`, contentType: part.contentType ?? 'image/jpeg' });
  });
  return request;
}

/** Every file under a folder, as paths relative to it (sorted). */
export function filesUnder(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else found.push(path.relative(root, full).split(path.sep).join('/'));
    }
  };
  walk(root);
  return found.sort();
}
