// POST /upload-image and POST /upload-public-image — staff (support, admin, super) upload an image
// for an in-app message (issue 19), as multipart/form-data with one file in the field `image`.
// The type is read from the bytes: JPEG, PNG, WebP or GIF (first frame), at most 5 MB. The image
// is re-encoded as WebP (metadata stripped, at most 1600 px on its longer side) and stored; the
// answer names it by id. /upload-public-image: anyone with a signed link may read it;
// /upload-image: only signed-in users with one. Links: GET /get-image-link/{id}/generate-link.
import { z } from 'zod';

export const UPLOAD_IMAGE_PATH = '/upload-image';
export const UPLOAD_PUBLIC_IMAGE_PATH = '/upload-public-image';
/** The multipart field of the file (docs/product/admin.md). */
export const UPLOAD_IMAGE_FIELD = 'image';
/** The largest file accepted (before re-encoding). */
export const UPLOAD_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** The types a file picker offers; the server reads the type from the bytes anyway. */
export const UPLOAD_IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';
export const UPLOAD_IMAGE_TOO_LARGE_MESSAGE =
  'A imagem é grande demais: envie uma imagem de até 5 MB.';

export const uploadedImageSchema = z
  .object({
    id: z.uuid(),
    contentType: z.literal('image/webp'),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    bytes: z.number().int().positive(),
    isPublic: z.boolean(),
  })
  .meta({ id: 'UploadedImage' });

export type UploadedImage = z.infer<typeof uploadedImageSchema>;
