// PUT /update-my-about, /update-my-socials, /update-my-portfolio and /update-my-profileui: what the
// public profile shows (docs/product/accounts.md). Signed-in only; CSRF-checked by the plugin.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { flashSchema } from '@escola/contracts/flash';
import {
  UPDATE_MY_ABOUT_PATH,
  putUpdateMyAboutBodySchema,
  putUpdateMyAboutResponseSchema,
} from '@escola/contracts/put-update-my-about';
import {
  UPDATE_MY_PORTFOLIO_PATH,
  putUpdateMyPortfolioBodySchema,
  putUpdateMyPortfolioResponseSchema,
} from '@escola/contracts/put-update-my-portfolio';
import {
  UPDATE_MY_PROFILE_UI_PATH,
  putUpdateMyProfileUiBodySchema,
  putUpdateMyProfileUiResponseSchema,
} from '@escola/contracts/put-update-my-profileui';
import {
  UPDATE_MY_SOCIALS_PATH,
  putUpdateMySocialsBodySchema,
  putUpdateMySocialsResponseSchema,
} from '@escola/contracts/put-update-my-socials';
import { requireUser } from '../../plugins/require-user';
import { updateAbout, updatePortfolio, updateProfileUi, updateSocials } from './service';
import { UPDATED_MESSAGES } from './settings-messages';

const TAGS = ['configurações'];
const ERROR_RESPONSES = { 400: flashSchema, 401: flashSchema, 403: flashSchema };
const success = (message: string) => ({ type: 'success' as const, message });

export const profileSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    UPDATE_MY_ABOUT_PATH,
    {
      schema: {
        tags: TAGS,
        summary: 'Atualiza nome, sobre, localização e foto do perfil',
        body: putUpdateMyAboutBodySchema,
        response: { 200: putUpdateMyAboutResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await updateAbout({ db: app.db, userId: user.id, about: request.body });
      return success(UPDATED_MESSAGES.aboutMe);
    },
  );

  app.put(
    UPDATE_MY_SOCIALS_PATH,
    {
      schema: {
        tags: TAGS,
        summary: 'Atualiza os links do perfil (GitHub, LinkedIn, X/Twitter, site)',
        body: putUpdateMySocialsBodySchema,
        response: { 200: putUpdateMySocialsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await updateSocials({ db: app.db, userId: user.id, socials: request.body });
      return success(UPDATED_MESSAGES.socials);
    },
  );

  app.put(
    UPDATE_MY_PORTFOLIO_PATH,
    {
      schema: {
        tags: TAGS,
        summary: 'Substitui os projetos do portfólio',
        body: putUpdateMyPortfolioBodySchema,
        response: { 200: putUpdateMyPortfolioResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await updatePortfolio({ db: app.db, userId: user.id, portfolio: request.body.portfolio });
      return success(UPDATED_MESSAGES.portfolio);
    },
  );

  app.put(
    UPDATE_MY_PROFILE_UI_PATH,
    {
      schema: {
        tags: TAGS,
        summary: 'Atualiza a privacidade do perfil público',
        body: putUpdateMyProfileUiBodySchema,
        response: { 200: putUpdateMyProfileUiResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await updateProfileUi({ db: app.db, userId: user.id, profileUi: request.body.profileUI });
      return success(UPDATED_MESSAGES.privacy);
    },
  );
};
