// Certificates (issue 16, decision 036): PUT /certificate/verify (claim), GET
// /certificate/showCert/{user}/{cert}, GET /certificate/code/{code}, GET /certificate/mine and
// PUT /nacional/user-certificate. Mutating calls are CSRF-checked by the plugin.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NACIONAL_USER_CERTIFICATE_PATH } from '@escola/contracts/challenge-page-calls';
import { flashSchema } from '@escola/contracts/flash';
import {
  CERTIFICATE_BY_CODE_PATH,
  CERTIFICATE_NOT_FOUND_MESSAGE,
  MY_CERTIFICATES_PATH,
  SHOW_CERT_PATH,
  getCertificateResponseSchema,
  getMyCertificatesResponseSchema,
} from '@escola/contracts/get-certificate';
import {
  CERTIFICATE_VERIFY_PATH,
  putCertificateVerifyBodySchema,
  putCertificateVerifyResponseSchema,
} from '@escola/contracts/put-certificate-verify';
import {
  putNacionalUserCertificateBodySchema,
  putNacionalUserCertificateResponseSchema,
} from '@escola/contracts/put-nacional-user-certificate';
import { HttpError } from '../../http-error';
import { MESSAGES } from '../../messages';
import { requireUser } from '../../plugins/require-user';
import {
  claimCertificate,
  findCertificateByVerificationCode,
  listMyCertificates,
  recordNationalTrailStage,
  showCertificate,
} from './service';

const TAGS = ['certificados'];

/** Look-ups by verification code per IP per minute (anonymous, like the other look-ups). */
export const CERTIFICATE_CODE_RATE_LIMIT_PER_IP = { max: 60, timeWindow: 60_000 } as const;

// No meta ids: @fastify/swagger cannot resolve a $ref in path parameters.
const showCertParamsSchema = z.strictObject({
  user: z.string().min(1).max(200),
  cert: z.string().min(1).max(200),
});
const certificateCodeParamsSchema = z.strictObject({ code: z.string().min(1).max(200) });

export const certificateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    CERTIFICATE_VERIFY_PATH,
    {
      schema: {
        tags: TAGS,
        summary: 'Pede (emite) o certificado de uma certificação',
        description: [
          'Verificações, nesta ordem: slug desconhecido ou certificação indisponível → 404 (certificate-missing);',
          'compromisso de honestidade não aceito → 403 (honest-first); nome completo vazio → 403 (name-needed);',
          'algum projeto não concluído → 403 (incomplete-steps, nomeando a certificação e os projetos);',
          'já emitido → 200 `type: info` (already-claimed) com o certificado; senão emite com o nome atual',
          'e responde 200 `type: success` (cert-claim-success) com o certificado. Pedidos simultâneos emitem uma vez.',
        ].join(' '),
        body: putCertificateVerifyBodySchema,
        response: {
          200: putCertificateVerifyResponseSchema,
          400: flashSchema,
          401: flashSchema,
          403: flashSchema,
          404: flashSchema,
        },
      },
    },
    async (request) =>
      claimCertificate({
        db: app.db,
        user: requireUser(request),
        certSlug: request.body.certSlug,
        publicUrl: app.config.publicUrl,
      }),
  );

  app.get(
    SHOW_CERT_PATH,
    {
      schema: {
        tags: TAGS,
        summary: 'O certificado de uma pessoa, pelo nome de usuário e o slug',
        description: [
          'Aceita certificações e certificados de participação (participacao-1 a 4). Slug desconhecido → 404',
          '(certificate-missing); usuário desconhecido → 404 (username-not-found). A própria pessoa sempre vê;',
          'os outros: perfil privado → 403 (profile-private); certificados ocultos → 403 (certs-private);',
          'certificação de quem não aceitou a honestidade → 403 (not-honest); não tem o certificado → 404',
          '(user-not-certified).',
        ].join(' '),
        params: showCertParamsSchema,
        response: {
          200: getCertificateResponseSchema,
          400: flashSchema,
          403: flashSchema,
          404: flashSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return showCertificate({
        db: app.db,
        viewer: request.user,
        username: request.params.user,
        certSlug: request.params.cert,
        publicUrl: app.config.publicUrl,
      });
    },
  );

  app.get(
    CERTIFICATE_BY_CODE_PATH,
    {
      config: {
        rateLimit: {
          ...CERTIFICATE_CODE_RATE_LIMIT_PER_IP,
          errorResponseBuilder: () =>
            new HttpError({ statusCode: 429, message: MESSAGES.tooManyRequests }),
        },
      },
      schema: {
        tags: TAGS,
        summary: 'Verifica um certificado pelo código de verificação',
        description: `Para qualquer pessoa com o código (ele é o segredo que o titular compartilha), seja qual for a privacidade do perfil. Maiúsculas, hífens e espaços não importam; I e L valem 1, O vale 0. Código inválido ou desconhecido → 404 "${CERTIFICATE_NOT_FOUND_MESSAGE}". Limite por IP: ${CERTIFICATE_CODE_RATE_LIMIT_PER_IP.max} por minuto (429).`,
        params: certificateCodeParamsSchema,
        response: {
          200: getCertificateResponseSchema,
          400: flashSchema,
          404: flashSchema,
          429: flashSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return findCertificateByVerificationCode({
        db: app.db,
        code: request.params.code,
        publicUrl: app.config.publicUrl,
      });
    },
  );

  app.get(
    MY_CERTIFICATES_PATH,
    {
      schema: {
        tags: TAGS,
        summary: 'Os certificados da pessoa conectada (certificações e participação)',
        description:
          'Na ordem do currículo: as certificações por trilha, depois os certificados de participação da 1ª à 4ª matrícula.',
        response: { 200: getMyCertificatesResponseSchema, 401: flashSchema, 403: flashSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'no-store');
      return {
        certificates: await listMyCertificates({
          db: app.db,
          user,
          publicUrl: app.config.publicUrl,
        }),
      };
    },
  );

  app.put(
    NACIONAL_USER_CERTIFICATE_PATH,
    {
      schema: {
        tags: TAGS,
        summary: 'Registra uma etapa concluída da trilha nacional',
        description: [
          'O desafio precisa ser uma etapa da trilha da pessoa (quatro checkpoints; três para a segunda variante do',
          'questionário) → senão 400; e concluído por ela → senão 403. O certificado de participação da etapa entra',
          'em `nationalTrail` uma só vez (pedidos simultâneos também); responde a trilha como ficou guardada.',
        ].join(' '),
        body: putNacionalUserCertificateBodySchema,
        response: {
          200: putNacionalUserCertificateResponseSchema,
          400: flashSchema,
          401: flashSchema,
          403: flashSchema,
        },
      },
    },
    async (request) =>
      recordNationalTrailStage({
        db: app.db,
        user: requireUser(request),
        challengeId: request.body.challengeId,
      }),
  );
};
