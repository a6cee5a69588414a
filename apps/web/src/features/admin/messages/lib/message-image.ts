// The message form's image (issue 19, docs/product/admin.md: "a message image is uploaded only if
// new"). The field holds either the message's stored image (id and signed link: nothing to upload),
// a file just chosen (a File, with its name, size and lastModified), or nothing. On submit, a
// chosen file is uploaded only when it is not the one already uploaded by this form — a save
// refused after the upload and sent again does not upload the same file twice — and the id is sent.
import {
  UPLOAD_IMAGE_MAX_BYTES,
  UPLOAD_IMAGE_TOO_LARGE_MESSAGE,
} from '@escola/contracts/post-upload-image';

export type MessageImageValue =
  { source: 'stored'; id: string; link: string } | { source: 'file'; file: File } | null;

/** The file this form uploaded last, and the id the server gave it. */
export type UploadedImageFile = { file: File; id: string };

/** The same file as one chosen before: the same object, or the same name, size, type and date. */
export const isSameFile = (left: File, right: File): boolean =>
  left === right ||
  (left.name === right.name &&
    left.size === right.size &&
    left.type === right.type &&
    left.lastModified === right.lastModified);

/** The file to upload before saving, or null: none chosen, the stored image, or already sent. */
export const imageFileToUpload = ({
  value,
  uploaded,
}: {
  value: MessageImageValue;
  uploaded: UploadedImageFile | null;
}): File | null => {
  if (value?.source !== 'file') return null;
  return uploaded && isSameFile(uploaded.file, value.file) ? null : value.file;
};

/**
 * The image id to save with the message, uploading the chosen file first when it is new; also
 * the uploaded file to remember. `upload` throws on failure (nothing is saved then).
 */
export const resolveMessageImageId = async ({
  value,
  uploaded,
  upload,
}: {
  value: MessageImageValue;
  uploaded: UploadedImageFile | null;
  upload: (file: File) => Promise<string>;
}): Promise<{ id: string | null; uploaded: UploadedImageFile | null }> => {
  if (value === null) return { id: null, uploaded };
  if (value.source === 'stored') return { id: value.id, uploaded };
  const file = imageFileToUpload({ value, uploaded });
  if (file === null && uploaded) return { id: uploaded.id, uploaded };
  const id = await upload(value.file);
  return { id, uploaded: { file: value.file, id } };
};

/** What is wrong with a chosen file before sending it (the server checks the bytes again). */
export const imageFileError = (file: File): string | undefined =>
  file.size > UPLOAD_IMAGE_MAX_BYTES ? UPLOAD_IMAGE_TOO_LARGE_MESSAGE : undefined;
