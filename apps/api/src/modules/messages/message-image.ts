// A message's one image (issue 19): the image named when a message is written must be stored (400
// with a Portuguese message otherwise, and a key-share lock so the daily clean-up cannot delete it
// meanwhile), and a message is read with its image's signed link, which expires (15 minutes).
import type { MessageImage } from '@escola/contracts/message-payload';
import { MESSAGE_FIELD_MESSAGES } from '@escola/contracts/message-payload';
import { HttpError } from '../../http-error';
import { signImageLink } from '../images/image-link';
import { isImageStoredLocked } from '../images/repository';
import type { DatabaseExecutor } from '@escola/db/client';

type ImageColumns = { imageId: string | null; imageDescription: string };

export const presentMessageImage = ({
  row,
  secret,
}: {
  row: ImageColumns;
  secret: string;
}): MessageImage | null =>
  row.imageId === null
    ? null
    : {
        id: row.imageId,
        description: row.imageDescription,
        link: signImageLink({ secret, id: row.imageId }),
      };

/** 400 unless the image a message names is stored (no image: nothing to check). */
export const checkMessageImage = async ({
  db,
  imageId,
}: {
  db: DatabaseExecutor;
  imageId: string | null;
}) => {
  if (imageId === null) return;
  if (!(await isImageStoredLocked({ db, id: imageId }))) {
    throw new HttpError({ statusCode: 400, message: MESSAGE_FIELD_MESSAGES.imageInvalid });
  }
};
