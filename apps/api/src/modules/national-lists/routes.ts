// GET /admin/waiting-list, /admin/waiting-to-confirm-list, /admin/confirmed-list,
// /admin/reproved-and-dropout-list, their four /admin/export-…-list spreadsheets, and
// GET /states-national — all staff (support, admin, super).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { flashSchema } from '@escola/contracts/flash';
import {
  ADMIN_CONFIRMED_LIST_PATH,
  getAdminConfirmedListQuerySchema,
  getAdminConfirmedListResponseSchema,
} from '@escola/contracts/get-admin-confirmed-list';
import {
  ADMIN_REPROVED_AND_DROPOUT_LIST_PATH,
  getAdminReprovedAndDropoutListQuerySchema,
  getAdminReprovedAndDropoutListResponseSchema,
} from '@escola/contracts/get-admin-reproved-and-dropout-list';
import {
  ADMIN_WAITING_LIST_PATH,
  getAdminWaitingListQuerySchema,
  getAdminWaitingListResponseSchema,
} from '@escola/contracts/get-admin-waiting-list';
import {
  ADMIN_WAITING_TO_CONFIRM_LIST_PATH,
  getAdminWaitingToConfirmListQuerySchema,
  getAdminWaitingToConfirmListResponseSchema,
} from '@escola/contracts/get-admin-waiting-to-confirm-list';
import {
  ADMIN_EXPORT_CONFIRMED_LIST_PATH,
  getAdminExportConfirmedListQuerySchema,
} from '@escola/contracts/get-admin-export-confirmed-list';
import {
  ADMIN_EXPORT_REPROVED_AND_DROPOUT_LIST_PATH,
  getAdminExportReprovedAndDropoutListQuerySchema,
} from '@escola/contracts/get-admin-export-reproved-and-dropout-list';
import {
  ADMIN_EXPORT_WAITING_LIST_PATH,
  getAdminExportWaitingListQuerySchema,
} from '@escola/contracts/get-admin-export-waiting-list';
import {
  ADMIN_EXPORT_WAITING_TO_CONFIRM_LIST_PATH,
  getAdminExportWaitingToConfirmListQuerySchema,
} from '@escola/contracts/get-admin-export-waiting-to-confirm-list';
import {
  getStatesNationalResponseSchema,
  STATES_NATIONAL_PATH,
} from '@escola/contracts/get-states-national';
import {
  SPREADSHEET_CONTENT_TYPE,
  type NationalListExportQuery,
} from '@escola/contracts/national-list';
import { STAFF_ROLES } from '@escola/domain/admin-navigation';
import type { ExportableList } from '@escola/domain/constants';
import { getExportFileName } from '@escola/domain/export-file-name';
import type { NationalList } from '@escola/domain/national-lists';
import { requireStaff } from '../../plugins/require-staff';
import { getNationalListPage, getReprovedAndDropoutListPage, listNationalStates } from './service';

const ERRORS = { 400: flashSchema, 401: flashSchema, 403: flashSchema } as const;
const TAGS = ['listas do programa nacional'];

const LISTS = [
  {
    list: 'waiting',
    path: ADMIN_WAITING_LIST_PATH,
    querystring: getAdminWaitingListQuerySchema,
    response: getAdminWaitingListResponseSchema,
    summary: 'Lista de espera: aprovados no teste de nivelamento, ainda sem turma',
  },
  {
    list: 'waiting-to-confirm',
    path: ADMIN_WAITING_TO_CONFIRM_LIST_PATH,
    querystring: getAdminWaitingToConfirmListQuerySchema,
    response: getAdminWaitingToConfirmListResponseSchema,
    summary: 'Aguardando confirmação: vinculados a uma turma, convite ainda não aceito',
  },
  {
    list: 'confirmed',
    path: ADMIN_CONFIRMED_LIST_PATH,
    querystring: getAdminConfirmedListQuerySchema,
    response: getAdminConfirmedListResponseSchema,
    summary: 'Confirmados: aceitaram o convite da turma',
  },
] as const;

const EXPORTS: readonly {
  list: NationalList;
  fileList: ExportableList;
  path: string;
  querystring: z.ZodType<NationalListExportQuery>;
}[] = [
  {
    list: 'waiting',
    fileList: 'waiting-list',
    path: ADMIN_EXPORT_WAITING_LIST_PATH,
    querystring: getAdminExportWaitingListQuerySchema,
  },
  {
    list: 'waiting-to-confirm',
    fileList: 'waiting-to-confirm-list',
    path: ADMIN_EXPORT_WAITING_TO_CONFIRM_LIST_PATH,
    querystring: getAdminExportWaitingToConfirmListQuerySchema,
  },
  {
    list: 'confirmed',
    fileList: 'confirmed-list',
    path: ADMIN_EXPORT_CONFIRMED_LIST_PATH,
    querystring: getAdminExportConfirmedListQuerySchema,
  },
  {
    list: 'reproved-and-dropout',
    fileList: 'reproved-and-dropout-list',
    path: ADMIN_EXPORT_REPROVED_AND_DROPOUT_LIST_PATH,
    querystring: getAdminExportReprovedAndDropoutListQuerySchema,
  },
];

export const nationalListRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const { list, path, querystring, response, summary } of LISTS) {
    app.get(
      path,
      {
        config: { staffRoles: STAFF_ROLES.all },
        schema: { tags: TAGS, summary, querystring, response: { 200: response, ...ERRORS } },
      },
      async (request, reply) => {
        requireStaff(request);
        reply.header('cache-control', 'no-store');
        return getNationalListPage({ db: app.db, list, query: request.query, now: new Date() });
      },
    );
  }

  app.get(
    ADMIN_REPROVED_AND_DROPOUT_LIST_PATH,
    {
      config: { staffRoles: STAFF_ROLES.all },
      schema: {
        tags: TAGS,
        summary: 'Reprovados e desistentes, com o filtro de situação',
        querystring: getAdminReprovedAndDropoutListQuerySchema,
        response: { 200: getAdminReprovedAndDropoutListResponseSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      requireStaff(request);
      reply.header('cache-control', 'no-store');
      return getReprovedAndDropoutListPage({ db: app.db, query: request.query, now: new Date() });
    },
  );

  for (const { list, fileList, path, querystring } of EXPORTS) {
    app.get(
      path,
      {
        config: { staffRoles: STAFF_ROLES.all },
        // The file is already a zip: compressing it again only costs time.
        compress: false,
        schema: {
          tags: TAGS,
          summary: `Planilha (.xlsx) da lista ${fileList}, com os filtros da lista`,
          description:
            'Enviada enquanto é escrita (streaming). Nome: prefixo da lista, grupo ou "geral", dd-MM-yyyy_HH-mm-ss.',
          querystring,
          response: { ...ERRORS, 500: flashSchema },
        },
      },
      async (request, reply) => {
        requireStaff(request);
        const now = new Date();
        // exceljs is loaded with the first export, not with the API (decision 039).
        const { streamListExport } = await import('./stream-list-export');
        const stream = await streamListExport({
          db: app.db,
          list,
          query: request.query,
          now,
          onError: (error) =>
            request.log.error({ err: error }, 'falha no meio da exportação da planilha'),
        });
        const fileName = getExportFileName({ list: fileList, group: request.query.group, now });
        return (
          reply
            .header('content-type', SPREADSHEET_CONTENT_TYPE)
            .header('content-disposition', `attachment; filename="${fileName}"`)
            .header('cache-control', 'no-store')
            // The schema types only the error replies; the file is a stream, not JSON.
            .send(stream as never)
        );
      },
    );
  }

  app.get(
    STATES_NATIONAL_PATH,
    {
      config: { staffRoles: STAFF_ROLES.all },
      schema: {
        tags: TAGS,
        summary: 'Os oito estados do programa nacional, com nome e grupo (nacional-pr …)',
        response: { 200: getStatesNationalResponseSchema, 401: flashSchema, 403: flashSchema },
      },
    },
    async (request) => {
      requireStaff(request);
      return { states: listNationalStates() };
    },
  );
};
