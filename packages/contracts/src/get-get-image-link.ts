// GET /get-image-link/{id}/generate-link — a signed link to an uploaded image that expires after
// 15 minutes (issue 19). A public image's link is given to anyone; a private one's only to a
// signed-in user. `action` and `filePath` (docs/product/admin.md) are accepted and ignored: the
// link always reads the image the id names. The link itself (GET
// /image-file/{id}?expires=&signature=) answers 403 when tampered with or expired.
import { z } from 'zod';

export const IMAGE_LINK_PATH = '/get-image-link/:id/generate-link';

export const imageLinkPath = (id: string) =>
  `/get-image-link/${encodeURIComponent(id)}/generate-link`;

export const getImageLinkParamsSchema = z.strictObject({
  id: z.uuid({ message: 'Imagem não encontrada.' }),
});

export const getImageLinkQuerySchema = z.strictObject({
  action: z.string().max(32).optional(),
  filePath: z.string().max(512).optional(),
});

export const getImageLinkResponseSchema = z
  .object({ imageLink: z.string() })
  .meta({ id: 'ImageLinkResponse' });

export type GetImageLinkResponse = z.infer<typeof getImageLinkResponseSchema>;

export const imageFileParamsSchema = z.strictObject({
  id: z.uuid({ message: 'Imagem não encontrada.' }),
});

export const imageFileQuerySchema = z.strictObject({
  expires: z.coerce.number().int().positive(),
  signature: z.string().min(1).max(128),
});
