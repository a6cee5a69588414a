// Uploaded images (issue 19): read the one multipart file, check its type from its bytes,
// re-encode it, and store file and row together — the file is staged under a temporary name,
// the row inserted in a transaction, and the file renamed into place before the transaction
// commits (with its audit entry, image.upload); any failure discards the staged file and rolls the
// row back. Links are signed. A learner gets a private image's link only for an image of a message
// addressed to them (anything else answers 404, as an unknown id: ids cannot be probed).
import type { MultipartFile } from '@fastify/multipart';
import type { UploadedImage } from '@escola/contracts/post-upload-image';
import { UPLOAD_IMAGE_FIELD } from '@escola/contracts/post-upload-image';
import type { Database } from '@escola/db/client';
import type { Image } from '@escola/db/schema/images';
import type { User } from '@escola/db/schema/users';
import { isStaff } from '@escola/domain/users';
import { HttpError } from '../../http-error';
import { MESSAGES } from '../../messages';
import { UnreadableImageError, reencodeImage, sniffImageFormat } from './image-encoding';
import { isValidImageLink, signImageLink } from './image-link';
import { recordAuditEntry } from '../audit-log/record-audit-entry';
import { isImageInMessageAddressedTo } from '../messages/learner-repository';
import { findImage, insertImage } from './repository';
import { newImageKey, type ImageStorage } from './storage';

const refuse = (statusCode: number, message: string) => new HttpError({ statusCode, message });

const MULTIPART_ERRORS: Record<string, () => HttpError> = {
  FST_REQ_FILE_TOO_LARGE: () => refuse(413, MESSAGES.imageTooLarge),
  FST_FILES_LIMIT: () => refuse(413, MESSAGES.imageTooManyParts),
  FST_PARTS_LIMIT: () => refuse(413, MESSAGES.imageTooManyParts),
  FST_FIELDS_LIMIT: () => refuse(413, MESSAGES.imageTooManyParts),
  FST_INVALID_MULTIPART_CONTENT_TYPE: () => refuse(415, MESSAGES.imageMissing),
  FST_PROTO_VIOLATION: () => refuse(400, MESSAGES.imageMissing),
};

/** The file's bytes, or a 4xx with a Portuguese message; what busboy rejects maps to 400. */
export const readUploadedFile = async (
  readFile: () => Promise<MultipartFile | undefined>,
): Promise<Buffer> => {
  try {
    const file = await readFile();
    if (!file) throw refuse(400, MESSAGES.imageMissing);
    if (file.fieldname !== UPLOAD_IMAGE_FIELD) {
      await file.toBuffer().catch(() => undefined);
      throw refuse(400, MESSAGES.imageMissing);
    }
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: unknown }).code;
    const mapped = typeof code === 'string' ? MULTIPART_ERRORS[code] : undefined;
    if (mapped) throw mapped();
    if (error instanceof Error && /multipart|boundary/i.test(error.message)) {
      throw refuse(400, MESSAGES.imageMissing);
    }
    throw error;
  }
};

const uploadedImageOf = (row: Image): UploadedImage => ({
  id: row.id,
  contentType: 'image/webp',
  width: row.width,
  height: row.height,
  bytes: row.bytes,
  isPublic: row.isPublic,
});

export const storeImage = async ({
  db,
  storage,
  actor,
  bytes,
  isPublic,
}: {
  db: Database;
  storage: ImageStorage;
  actor: User;
  bytes: Buffer;
  isPublic: boolean;
}): Promise<UploadedImage> => {
  if (bytes.length === 0) throw refuse(400, MESSAGES.imageEmpty);
  const format = sniffImageFormat(bytes);
  if (!format) throw refuse(415, MESSAGES.imageUnsupportedType);
  let encoded;
  try {
    encoded = await reencodeImage(bytes, format);
  } catch (error) {
    if (error instanceof UnreadableImageError) throw refuse(422, MESSAGES.imageUnreadable);
    throw error;
  }
  const staged = await storage.stage(newImageKey(), encoded.bytes);
  try {
    const row = await db.transaction(async (transaction) => {
      const inserted = await insertImage({
        db: transaction,
        values: {
          storageKey: staged.key,
          contentType: encoded.contentType,
          width: encoded.width,
          height: encoded.height,
          bytes: encoded.bytes.length,
          isPublic,
          uploadedBy: actor.id,
        },
      });
      await recordAuditEntry({
        db: transaction,
        actor,
        action: 'image.upload',
        target: { type: 'image', id: inserted.id, label: `${inserted.width}×${inserted.height}` },
        before: null,
        after: {
          isPublic: inserted.isPublic,
          width: inserted.width,
          height: inserted.height,
          bytes: inserted.bytes,
        },
      });
      // Last step inside the transaction: if the rename fails, the row rolls back.
      await storage.commit(staged);
      return inserted;
    });
    return uploadedImageOf(row);
  } catch (error) {
    await storage.discard(staged);
    throw error;
  }
};

/**
 * A signed link to the image: a public image's for anyone; a private one's for staff, and for a
 * learner only when a message addressed to them shows it (404 otherwise, as for an unknown id).
 */
export const generateImageLink = async ({
  db,
  secret,
  id,
  user,
}: {
  db: Database;
  secret: string;
  id: string;
  user: User | null;
}): Promise<{ imageLink: string }> => {
  const row = await findImage({ db, id });
  if (!row) throw refuse(404, MESSAGES.imageNotFound);
  if (!row.isPublic) {
    if (!user) throw refuse(401, MESSAGES.signInRequired);
    if (
      !isStaff(user.type) &&
      !(await isImageInMessageAddressedTo({ db, recipient: user, imageId: row.id }))
    ) {
      throw refuse(404, MESSAGES.imageNotFound);
    }
  }
  return { imageLink: signImageLink({ secret, id }) };
};

/** The stored bytes a valid link names; 403 for a tampered or expired link. */
export const readLinkedImage = async ({
  db,
  storage,
  secret,
  id,
  expires,
  signature,
  user,
}: {
  db: Database;
  storage: ImageStorage;
  secret: string;
  id: string;
  expires: number;
  signature: string;
  user: User | null;
}): Promise<{ bytes: Buffer; contentType: string }> => {
  if (!isValidImageLink({ secret, id, expires, signature })) {
    throw refuse(403, MESSAGES.imageLinkInvalid);
  }
  const row = await findImage({ db, id });
  if (!row) throw refuse(404, MESSAGES.imageNotFound);
  if (!row.isPublic && !user) throw refuse(401, MESSAGES.signInRequired);
  const bytes = await storage.read(row.storageKey);
  if (!bytes) throw refuse(404, MESSAGES.imageNotFound);
  return { bytes, contentType: row.contentType };
};
