// The message model of docs/product/admin.md (messagePayload, messageList, messageListSize,
// message, id) shared by the in-app message calls (issue 19): what staff write — title, body and
// who receives it, and its one optional image (uploaded first through POST /upload-image, then
// named by id, with a description that is its alt text) — and a message as the admin pages and the
// learner's list read it (the image with a signed link that expires, GET /image-file/{id}).
import { z } from 'zod';
import {
  MESSAGE_AUDIENCE_ACCESS_LEVELS,
  MESSAGE_AUDIENCE_GROUPS,
  MESSAGE_AUDIENCE_KINDS,
  MESSAGE_BODY_MAX_LENGTH,
  MESSAGE_IMAGE_DESCRIPTION_MAX_LENGTH,
  MESSAGE_TITLE_MAX_LENGTH,
} from '@escola/domain/in-app-messages';

export const MESSAGE_FIELD_MESSAGES = {
  titleRequired: 'Informe o título da mensagem.',
  titleTooLong: `O título da mensagem pode ter até ${MESSAGE_TITLE_MAX_LENGTH} caracteres.`,
  bodyRequired: 'Escreva o texto da mensagem.',
  bodyTooLong: `O texto da mensagem pode ter até ${MESSAGE_BODY_MAX_LENGTH.toLocaleString('pt-BR')} caracteres.`,
  audienceKind: 'Escolha quem recebe a mensagem: todos, um grupo, uma turma ou um nível de acesso.',
  groupRequired: 'Escolha o grupo que recebe a mensagem.',
  unknownGroup: 'Grupo desconhecido. Escolha um dos grupos da lista.',
  classGroupRequired: 'Escolha a turma que recebe a mensagem.',
  accessRequired: 'Escolha o nível de acesso que recebe a mensagem.',
  unknownAccess: 'Nível de acesso desconhecido. Escolha um dos níveis da lista.',
  imageInvalid: 'Imagem não encontrada. Envie a imagem de novo.',
  imageDescriptionRequired:
    'Descreva a imagem para quem não pode vê-la (por exemplo, quem usa leitor de tela).',
  imageDescriptionTooLong: `A descrição da imagem pode ter até ${MESSAGE_IMAGE_DESCRIPTION_MAX_LENGTH} caracteres.`,
} as const;

/** The message's image: an uploaded image's id and its description (the alt text). */
export const messageImageInputSchema = z.strictObject({
  id: z.uuid({ message: MESSAGE_FIELD_MESSAGES.imageInvalid }),
  description: z
    .string({ message: MESSAGE_FIELD_MESSAGES.imageDescriptionRequired })
    .trim()
    .min(1, MESSAGE_FIELD_MESSAGES.imageDescriptionRequired)
    .max(MESSAGE_IMAGE_DESCRIPTION_MAX_LENGTH, MESSAGE_FIELD_MESSAGES.imageDescriptionTooLong),
});

export const messageAudienceSchema = z
  .strictObject({
    kind: z.enum(MESSAGE_AUDIENCE_KINDS, { message: MESSAGE_FIELD_MESSAGES.audienceKind }),
    /** '' (or absent) for all; the group tag, the class group's id or the access level. */
    value: z.string().trim().max(100).default(''),
  })
  .superRefine((audience, context) => {
    const issue = (message: string) =>
      context.addIssue({ code: 'custom', path: ['value'], message });
    if (audience.kind === 'group') {
      if (audience.value === '') issue(MESSAGE_FIELD_MESSAGES.groupRequired);
      else if (!MESSAGE_AUDIENCE_GROUPS.includes(audience.value)) {
        issue(MESSAGE_FIELD_MESSAGES.unknownGroup);
      }
    }
    if (audience.kind === 'access') {
      if (audience.value === '') issue(MESSAGE_FIELD_MESSAGES.accessRequired);
      else if (!(MESSAGE_AUDIENCE_ACCESS_LEVELS as readonly string[]).includes(audience.value)) {
        issue(MESSAGE_FIELD_MESSAGES.unknownAccess);
      }
    }
    if (audience.kind === 'class-group' && !z.uuid().safeParse(audience.value).success) {
      // An id that is not a uuid cannot be a class group; a uuid of none is a 404 (the service).
      issue(MESSAGE_FIELD_MESSAGES.classGroupRequired);
    }
  })
  // "Everyone" has no value, whatever was sent.
  .transform((audience) => (audience.kind === 'all' ? { ...audience, value: '' } : audience));

export const messagePayloadSchema = z
  .strictObject({
    title: z
      .string()
      .trim()
      .min(1, MESSAGE_FIELD_MESSAGES.titleRequired)
      .max(MESSAGE_TITLE_MAX_LENGTH, MESSAGE_FIELD_MESSAGES.titleTooLong),
    body: z
      .string()
      .trim()
      .min(1, MESSAGE_FIELD_MESSAGES.bodyRequired)
      .max(MESSAGE_BODY_MAX_LENGTH, MESSAGE_FIELD_MESSAGES.bodyTooLong),
    audience: messageAudienceSchema,
    /** null or absent: no image (on an edit, the image is removed). */
    image: messageImageInputSchema.nullable().default(null),
  })
  .meta({ id: 'MessagePayload' });

export type MessagePayload = z.input<typeof messagePayloadSchema>;
export type MessagePayloadValues = z.output<typeof messagePayloadSchema>;

/** The body of create and update: `{ messagePayload }` (docs/product/admin.md). */
export const messagePayloadBodySchema = z.strictObject({ messagePayload: messagePayloadSchema });

/** A message's image as it is read: `link` is signed and expires (GET /image-file/{id}). */
export const messageImageSchema = z
  .object({ id: z.string(), description: z.string(), link: z.string() })
  .meta({ id: 'MessageImage' });

export type MessageImage = z.infer<typeof messageImageSchema>;

/** A message as staff read it. `audience.label`: the group, class group or level as shown. */
export const messageSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    body: z.string(),
    audience: z.object({
      kind: z.enum(MESSAGE_AUDIENCE_KINDS),
      value: z.string(),
      /** The class group's name (null when it was deleted); the value otherwise. */
      label: z.string().nullable(),
    }),
    image: messageImageSchema.nullable(),
    createdBy: z.object({ id: z.string().nullable(), name: z.string() }),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Message' });

export type MessageItem = z.infer<typeof messageSchema>;

export const messageIdQuerySchema = z.strictObject({ messageId: z.uuid() });
