// What an uploaded image is, read from its bytes (never its name or the client's MIME type), and
// its re-encoding (issue 19): only JPEG, PNG, WebP and GIF are accepted; sharp decodes the image
// and writes a new WebP of at most MAX_IMAGE_SIDE pixels on its longer side, with no metadata
// (EXIF with its GPS location, XMP, ICC comments…) and only the first frame of an animation. The
// stored bytes are sharp's output, so nothing appended to or hidden in the upload survives.
import sharp from 'sharp';
import { UPLOAD_IMAGE_MAX_BYTES } from '@escola/contracts/post-upload-image';

export const MAX_IMAGE_UPLOAD_BYTES = UPLOAD_IMAGE_MAX_BYTES;
export const MAX_IMAGE_SIDE = 1600;
/** Refuses decompression bombs: a 5 MB PNG can claim billions of pixels. */
const MAX_INPUT_PIXELS = 50_000_000;
const WEBP_QUALITY = 82;

export type SniffedFormat = 'jpeg' | 'png' | 'webp' | 'gif';

const startsWith = (bytes: Buffer, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/** The image format of the bytes' signature, or null for anything else (SVG, HTML, text…). */
export const sniffImageFormat = (bytes: Buffer): SniffedFormat | null => {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  return null;
};

export type EncodedImage = {
  bytes: Buffer;
  contentType: 'image/webp';
  width: number;
  height: number;
};

export class UnreadableImageError extends Error {
  override name = 'UnreadableImageError';
}

/** Decodes and re-encodes; throws UnreadableImageError when the bytes are not a whole image. */
export const reencodeImage = async (
  bytes: Buffer,
  format: SniffedFormat,
): Promise<EncodedImage> => {
  try {
    const input = sharp(bytes, {
      failOn: 'error',
      limitInputPixels: MAX_INPUT_PIXELS,
      animated: false,
      pages: 1,
    });
    const metadata = await input.metadata();
    if (metadata.format !== format) throw new UnreadableImageError('formato divergente');
    const { data, info } = await input
      .rotate() // applies the EXIF orientation before the EXIF is dropped
      .resize({
        width: MAX_IMAGE_SIDE,
        height: MAX_IMAGE_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, contentType: 'image/webp', width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof UnreadableImageError) throw error;
    throw new UnreadableImageError(error instanceof Error ? error.message : String(error));
  }
};
