// GET /certificate/pdf/:code (the certificate as an A4 landscape PDF, downloaded) and
// GET /certificate/qr/:code (the QR code of its verification URL, as SVG, for the web page).
// Public: whoever holds the code may have them. Rate-limited per IP: a PDF costs CPU.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CERTIFICATE_PDF_PATH, CERTIFICATE_QR_PATH } from '@escola/contracts/certificate';
import { flashSchema } from '@escola/contracts/flash';
import { CERTIFICATE_NOT_FOUND_MESSAGE } from '@escola/contracts/get-certificate';
import { HttpError } from '../../http-error';
import { MESSAGES } from '../../messages';
import {
  certificatePdfFileName,
  findCertificateViewByCode,
  renderCertificateQrSvg,
} from './service';

/** PDF downloads per IP per minute (a classroom behind one address still gets its own). */
export const CERTIFICATE_PDF_RATE_LIMIT_PER_IP = { max: 30, timeWindow: 60_000 } as const;
/** QR codes per IP per minute (one per certificate page shown). */
export const CERTIFICATE_QR_RATE_LIMIT_PER_IP = { max: 120, timeWindow: 60_000 } as const;
/** A certificate does not change, but one whose account is deleted must go away soon. */
const CACHE_CONTROL = 'private, max-age=300';

const paramsSchema = z.object({
  code: z.string().describe('Código de verificação, com ou sem hífens ("7K3M-9QPX-2D4F")'),
});

const rateLimit = (limit: { max: number; timeWindow: number }) => ({
  ...limit,
  errorResponseBuilder: () => new HttpError({ statusCode: 429, message: MESSAGES.tooManyRequests }),
});

const notFound = () => new HttpError({ statusCode: 404, message: CERTIFICATE_NOT_FOUND_MESSAGE });

export const certificatePdfRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    CERTIFICATE_PDF_PATH,
    {
      config: { rateLimit: rateLimit(CERTIFICATE_PDF_RATE_LIMIT_PER_IP) },
      schema: {
        tags: ['certificados'],
        summary: 'Baixa o certificado em PDF (A4 paisagem) pelo código de verificação',
        description: `Público: quem tem o código pode baixar. Anexo \`certificado-<certificado>-<usuário>.pdf\`. Código inválido ou desconhecido → 404 "${CERTIFICATE_NOT_FOUND_MESSAGE}".`,
        params: paramsSchema,
        response: {
          200: {
            description: 'O certificado em PDF',
            content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
          },
          404: flashSchema,
          429: flashSchema,
        },
      },
    },
    async (request, reply) => {
      const view = await findCertificateViewByCode({
        db: app.db,
        code: request.params.code,
        publicUrl: app.config.publicUrl,
      });
      if (!view) throw notFound();
      // Loaded on the first download: pdfkit and the fonts hold ~25 MB an API that serves no PDF
      // should not carry (the API's memory budget, decision 039).
      const { renderCertificatePdf } = await import('./render-certificate-pdf');
      const pdf = await renderCertificatePdf(view);
      return (
        reply
          .type('application/pdf')
          .header('cache-control', CACHE_CONTROL)
          .header('content-disposition', `attachment; filename="${certificatePdfFileName(view)}"`)
          // The bytes as they are (fastify sends a Buffer unserialised); the schema says "binary".
          .send(pdf as unknown as string)
      );
    },
  );

  app.get(
    CERTIFICATE_QR_PATH,
    {
      config: { rateLimit: rateLimit(CERTIFICATE_QR_RATE_LIMIT_PER_IP) },
      schema: {
        tags: ['certificados'],
        summary: 'QR code (SVG) do endereço de verificação de um certificado',
        description: `Público, como a página do código. Código inválido ou desconhecido → 404 "${CERTIFICATE_NOT_FOUND_MESSAGE}".`,
        params: paramsSchema,
        response: {
          200: {
            description: 'O QR code em SVG',
            content: { 'image/svg+xml': { schema: z.string() } },
          },
          404: flashSchema,
          429: flashSchema,
        },
      },
    },
    async (request, reply) => {
      const view = await findCertificateViewByCode({
        db: app.db,
        code: request.params.code,
        publicUrl: app.config.publicUrl,
      });
      if (!view) throw notFound();
      const svg = await renderCertificateQrSvg(view);
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', CACHE_CONTROL)
        .send(svg);
    },
  );
};
