// The staff calls of in-app messages (docs/product/admin.md, issue 19), through the app's one HTTP
// client.
import {
  messageDeletePath,
  type DeleteMessagesDeleteByIdResponse,
} from '@escola/contracts/delete-messages-delete-by-id';
import {
  messageByIdPath,
  type GetMessagesGetMessageByIdResponse,
} from '@escola/contracts/get-messages-get-message-by-id';
import {
  MESSAGES_CREATE_PATH,
  type PostMessagesCreateMessageBody,
  type PostMessagesCreateMessageResponse,
} from '@escola/contracts/post-messages-create-message';
import {
  messageUpdatePath,
  type PutMessagesUpdateMessageResponse,
} from '@escola/contracts/put-messages-update-message';
import {
  UPLOAD_IMAGE_FIELD,
  UPLOAD_IMAGE_PATH,
  type UploadedImage,
} from '@escola/contracts/post-upload-image';
import { http } from '../../../../lib/http';

/** The list page after a create or an update (docs/product/admin.md). */
export const MESSAGES_LIST_PAGE_PATH = '/admin/messages-managment';
export const MESSAGE_FORM_PAGE_PATH = '/admin/messages-managment/form';

export const messageQueryKey = (id: string) => ['admin-message', id] as const;

export const fetchMessage = (id: string) =>
  http.get<GetMessagesGetMessageByIdResponse>(messageByIdPath(id));

export const createMessage = (body: PostMessagesCreateMessageBody) =>
  http.post<PostMessagesCreateMessageResponse>(MESSAGES_CREATE_PATH, body);

export const updateMessage = ({ id, body }: { id: string; body: PostMessagesCreateMessageBody }) =>
  http.put<PutMessagesUpdateMessageResponse>(messageUpdatePath(id), body);

/** Uploads a message's image (multipart field `image`); answers the stored image's id. */
export const uploadMessageImage = async (file: File): Promise<string> => {
  const form = new FormData();
  form.append(UPLOAD_IMAGE_FIELD, file);
  const uploaded = await http.post<UploadedImage>(UPLOAD_IMAGE_PATH, form);
  return uploaded.id;
};

export const deleteMessage = (id: string) =>
  http.delete<DeleteMessagesDeleteByIdResponse>(messageDeletePath(id));
