// Images of the in-app messages (issue 19): staff upload them (POST /upload-image for signed-in
// readers, POST /upload-public-image for anyone), anyone entitled gets a signed link that expires
// (GET /get-image-link/{id}/generate-link), and the link serves the stored bytes
// (GET /image-file/{id}?expires=&signature=). The multipart parser is registered in this plugin
// only, so no other route accepts multipart bodies.
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { flashSchema } from '@escola/contracts/flash';
import {
  IMAGE_LINK_PATH,
  getImageLinkParamsSchema,
  getImageLinkQuerySchema,
  getImageLinkResponseSchema,
  imageFileParamsSchema,
  imageFileQuerySchema,
} from '@escola/contracts/get-get-image-link';
import {
  UPLOAD_IMAGE_PATH,
  UPLOAD_PUBLIC_IMAGE_PATH,
  uploadedImageSchema,
} from '@escola/contracts/post-upload-image';
import { STAFF_ROLES } from '@escola/domain/admin-navigation';
import { requireStaff } from '../../plugins/require-staff';
import { MAX_IMAGE_UPLOAD_BYTES } from './image-encoding';
import { IMAGE_FILE_PATH } from './image-link';
import { generateImageLink, readLinkedImage, readUploadedFile, storeImage } from './service';
import { createImageStorage } from './create-image-storage';
import type { ImageStorage } from './storage';

const TAGS = ['imagens'];
const UPLOAD_ERRORS = {
  400: flashSchema,
  401: flashSchema,
  403: flashSchema,
  413: flashSchema,
  415: flashSchema,
  422: flashSchema,
  503: flashSchema,
};

/** An image answer may only be an image: no script, style, frame or plugin runs in it. */
const IMAGE_CONTENT_SECURITY_POLICY = "default-src 'none'; sandbox";

export const imageRoutes: FastifyPluginAsyncZod<{ storage?: ImageStorage }> = async (
  app,
  options,
) => {
  const storage = options.storage ?? createImageStorage(app.config.uploads);
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_IMAGE_UPLOAD_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 20 },
    throwFileSizeLimit: true,
  });

  const uploadRoute = (url: string, isPublic: boolean) => {
    app.post(
      url,
      {
        config: { staffRoles: STAFF_ROLES.all },
        schema: {
          tags: TAGS,
          summary: isPublic
            ? 'Envia uma imagem pública (suporte, admin e super): qualquer pessoa com o link a vê'
            : 'Envia uma imagem (suporte, admin e super): só quem entrou, com o link, a vê',
          description:
            'multipart/form-data com um arquivo no campo "image": JPEG, PNG, WebP ou GIF (o tipo é lido dos bytes), até 5 MB. A imagem é recodificada em WebP (sem metadados, no máximo 1600 px no lado maior). Vazio → 400; grande demais → 413; outro tipo (SVG, texto…) → 415; corrompido → 422; nada é gravado.',
          consumes: ['multipart/form-data'],
          response: { 200: uploadedImageSchema, ...UPLOAD_ERRORS },
        },
      },
      async (request, reply) => {
        const actor = requireStaff(request);
        const bytes = await readUploadedFile(() => request.file());
        reply.header('cache-control', 'no-store');
        return storeImage({ db: app.db, storage, actor, bytes, isPublic });
      },
    );
  };
  uploadRoute(UPLOAD_IMAGE_PATH, false);
  uploadRoute(UPLOAD_PUBLIC_IMAGE_PATH, true);

  app.get(
    IMAGE_LINK_PATH,
    {
      schema: {
        tags: TAGS,
        summary: 'Gera um link assinado para a imagem, válido por 15 minutos (imageLink)',
        description:
          'Imagem pública: para qualquer pessoa; as outras: para a equipe, e para estudantes só quando é a imagem de uma mensagem para eles (senão 404); sem entrar → 401. action e filePath são aceitos e ignorados. id desconhecido → 404.',
        params: getImageLinkParamsSchema,
        querystring: getImageLinkQuerySchema,
        response: {
          200: getImageLinkResponseSchema,
          400: flashSchema,
          401: flashSchema,
          404: flashSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return generateImageLink({
        db: app.db,
        secret: app.config.sessionSecret,
        id: request.params.id,
        user: request.user,
      });
    },
  );

  app.get(
    IMAGE_FILE_PATH,
    {
      schema: {
        tags: TAGS,
        summary: 'A imagem de um link assinado (403 quando adulterado ou expirado)',
        params: imageFileParamsSchema,
        querystring: imageFileQuerySchema,
        response: {
          200: {
            description: 'A imagem (WebP)',
            content: { 'image/webp': { schema: z.string().meta({ format: 'binary' }) } },
          },
          400: flashSchema,
          401: flashSchema,
          403: flashSchema,
          404: flashSchema,
          503: flashSchema,
        },
      },
    },
    async (request, reply) => {
      const { bytes, contentType } = await readLinkedImage({
        db: app.db,
        storage,
        secret: app.config.sessionSecret,
        id: request.params.id,
        expires: request.query.expires,
        signature: request.query.signature,
        user: request.user,
      });
      const secondsLeft = Math.max(0, request.query.expires - Math.floor(Date.now() / 1000));
      return (
        reply
          .header('content-type', contentType)
          .header('cache-control', `private, max-age=${secondsLeft}`)
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', IMAGE_CONTENT_SECURITY_POLICY)
          .header('content-disposition', 'inline; filename="imagem.webp"')
          // The bytes as they are (fastify sends a Buffer unserialised); the schema says "binary".
          .send(bytes as unknown as string)
      );
    },
  );
};
