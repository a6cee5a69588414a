// The signed-in side of the national programme (issue 17): the class-group invitation
// (/enrollment-national, /confirm-enrollment-national), the data complement (/data-complement),
// the subscription, the UTM data of the first visit and the guided tour. Every PUT is CSRF-checked
// by the plugin like every mutating call.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { flashSchema } from '@escola/contracts/flash';
import {
  NACIONAL_ENROLLMENT_PATH,
  getNacionalEnrollmentResponseSchema,
} from '@escola/contracts/get-nacional-enrollment';
import {
  CHANGE_TOUR_STATUS_PATH,
  putChangeTourStatusBodySchema,
  putChangeTourStatusResponseSchema,
} from '@escola/contracts/put-change-tour-status';
import {
  NACIONAL_ACCEPT_INVITE_PATH,
  putNacionalAcceptInviteResponseSchema,
} from '@escola/contracts/put-nacional-accept-invite';
import {
  NACIONAL_COMPLETE_REGISTER_PATH,
  putNacionalCompleteRegisterBodySchema,
  putNacionalCompleteRegisterResponseSchema,
} from '@escola/contracts/put-nacional-complete-register';
import {
  REGISTER_SUBSCRIPTION_PATH,
  putRegisterSubscriptionBodySchema,
  putRegisterSubscriptionResponseSchema,
} from '@escola/contracts/put-register-subscription';
import {
  REGISTER_UTM_DATA_PATH,
  putRegisterUtmDataBodySchema,
  putRegisterUtmDataResponseSchema,
} from '@escola/contracts/put-register-utm-data';
import { requireUser } from '../../plugins/require-user';
import { completeNationalRegister } from './data-complement-service';
import { acceptClassGroupInvite, getEnrollment } from './enrolment-service';
import { changeTourStatus, registerSubscription, registerUtmData } from './subscription-service';

const TAGS = ['programa nacional'];

export const nationalEnrolmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    NACIONAL_ENROLLMENT_PATH,
    {
      schema: {
        tags: TAGS,
        summary: 'A turma à qual a pessoa foi vinculada e o estado do convite',
        description:
          'Nome da turma, trilhas (curriculumAvailable), validade e se já começou; se o convite foi aceito e se os dados nacionais estão completos. Sem turma: 404.',
        response: { 200: getNacionalEnrollmentResponseSchema, 401: flashSchema, 404: flashSchema },
      },
    },
    async (request) => getEnrollment({ db: app.db, user: requireUser(request), now: new Date() }),
  );

  app.put(
    NACIONAL_ACCEPT_INVITE_PATH,
    {
      schema: {
        tags: TAGS,
        summary: 'Aceita o convite da turma (confirma a matrícula)',
        description:
          'Marca classGroupControl.acceptedInvite numa só atualização condicional. Sem turma: 404; convite já aceito: 409; nada muda nesses casos.',
        response: {
          200: putNacionalAcceptInviteResponseSchema,
          401: flashSchema,
          404: flashSchema,
          409: flashSchema,
        },
      },
    },
    async (request) => acceptClassGroupInvite({ db: app.db, user: requireUser(request) }),
  );

  app.put(
    NACIONAL_COMPLETE_REGISTER_PATH,
    {
      schema: {
        tags: TAGS,
        summary: 'Completa os dados do registro nacional (/data-complement)',
        description:
          'CPF (quando a conta não tem), data de nascimento (no passado), estado do programa e cidade, guardados no registro do questionário da pessoa; marca nationalDataComplement. Dado inválido: 400; CPF de outra pessoa: 409; quem não é do programa nacional: 403. Nada é gravado quando recusado.',
        body: putNacionalCompleteRegisterBodySchema,
        response: {
          200: putNacionalCompleteRegisterResponseSchema,
          400: flashSchema,
          401: flashSchema,
          403: flashSchema,
          409: flashSchema,
        },
      },
    },
    async (request) =>
      completeNationalRegister({
        db: app.db,
        userId: requireUser(request).id,
        body: request.body,
        now: new Date(),
      }),
  );

  app.put(
    REGISTER_SUBSCRIPTION_PATH,
    {
      schema: {
        tags: TAGS,
        summary: 'Registra a inscrição da pessoa num produto',
        description:
          'Guarda users.subscription; antes, como o cadastro, procura a pessoa do questionário com o e-mail e o CPF da conta (ou o CPF enviado, quando a conta não tem) e a vincula à conta. CPF inválido: 400.',
        body: putRegisterSubscriptionBodySchema,
        response: {
          200: putRegisterSubscriptionResponseSchema,
          400: flashSchema,
          401: flashSchema,
        },
      },
    },
    async (request) =>
      registerSubscription({ db: app.db, userId: requireUser(request).id, body: request.body }),
  );

  app.put(
    REGISTER_UTM_DATA_PATH,
    {
      schema: {
        tags: TAGS,
        summary: 'Registra os parâmetros UTM do primeiro acesso',
        description:
          'Só utm_source, utm_medium, utm_campaign, utm_term e utm_content (até 200 caracteres cada). O primeiro registro vale: se a conta já tem dados UTM, nada muda (stored: false).',
        body: putRegisterUtmDataBodySchema,
        response: { 200: putRegisterUtmDataResponseSchema, 400: flashSchema, 401: flashSchema },
      },
    },
    async (request) =>
      registerUtmData({
        db: app.db,
        userId: requireUser(request).id,
        utmData: request.body.utmData,
      }),
  );

  app.put(
    CHANGE_TOUR_STATUS_PATH,
    {
      schema: {
        tags: TAGS,
        summary: 'Marca o tour guiado como concluído, ou o mostra de novo',
        body: putChangeTourStatusBodySchema,
        response: { 200: putChangeTourStatusResponseSchema, 400: flashSchema, 401: flashSchema },
      },
    },
    async (request) =>
      changeTourStatus({
        db: app.db,
        userId: requireUser(request).id,
        completed: request.body.completed,
        now: new Date(),
      }),
  );
};
