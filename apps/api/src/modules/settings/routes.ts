// PUT /update-my-* preference calls of the settings page (docs/product/accounts.md). Signed-in
// only; the CSRF plugin checks the header of every one.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { flashSchema } from '@escola/contracts/flash';
import {
  UPDATE_MY_HONESTY_PATH,
  putUpdateMyHonestyBodySchema,
  putUpdateMyHonestyResponseSchema,
} from '@escola/contracts/put-update-my-honesty';
import {
  UPDATE_MY_KEYBOARD_SHORTCUTS_PATH,
  putUpdateMyKeyboardShortcutsBodySchema,
  putUpdateMyKeyboardShortcutsResponseSchema,
} from '@escola/contracts/put-update-my-keyboard-shortcuts';
import {
  UPDATE_MY_QUINCY_EMAIL_PATH,
  putUpdateMyQuincyEmailBodySchema,
  putUpdateMyQuincyEmailResponseSchema,
} from '@escola/contracts/put-update-my-quincy-email';
import {
  UPDATE_MY_SOUND_PATH,
  putUpdateMySoundBodySchema,
  putUpdateMySoundResponseSchema,
} from '@escola/contracts/put-update-my-sound';
import {
  UPDATE_MY_THEME_PATH,
  putUpdateMyThemeBodySchema,
  putUpdateMyThemeResponseSchema,
} from '@escola/contracts/put-update-my-theme';
import {
  UPDATE_PRIVACY_TERMS_PATH,
  putUpdatePrivacyTermsBodySchema,
  putUpdatePrivacyTermsResponseSchema,
} from '@escola/contracts/put-update-privacy-terms';
import { profileSettingsRoutes } from './profile-routes';
import { publicProfileRoutes } from './public-profile-routes';
import { requireUser } from '../../plugins/require-user';
import {
  acceptHonesty,
  acceptPrivacyTerms,
  updateKeyboardShortcuts,
  updateQuincyEmail,
  updateSound,
  updateTheme,
} from './service';
import { UPDATED_MESSAGES } from './settings-messages';
import { usernameRoutes } from './username-routes';

const TAGS = ['configurações'];
const ERROR_RESPONSES = { 400: flashSchema, 401: flashSchema, 403: flashSchema };
const success = (message: string) => ({ type: 'success' as const, message });

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(profileSettingsRoutes);
  await app.register(usernameRoutes);
  await app.register(publicProfileRoutes);

  app.put(
    UPDATE_MY_THEME_PATH,
    {
      schema: {
        tags: TAGS,
        summary: 'Atualiza o tema (default ou night)',
        body: putUpdateMyThemeBodySchema,
        response: { 200: putUpdateMyThemeResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await updateTheme({ db: app.db, userId: user.id, theme: request.body.theme });
      return success(UPDATED_MESSAGES.themes);
    },
  );

  app.put(
    UPDATE_MY_SOUND_PATH,
    {
      schema: {
        tags: TAGS,
        summary: 'Liga ou desliga os sons',
        body: putUpdateMySoundBodySchema,
        response: { 200: putUpdateMySoundResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await updateSound({ db: app.db, userId: user.id, sound: request.body.sound });
      return success(UPDATED_MESSAGES.sound);
    },
  );

  app.put(
    UPDATE_MY_KEYBOARD_SHORTCUTS_PATH,
    {
      schema: {
        tags: TAGS,
        summary: 'Liga ou desliga os atalhos de teclado do editor',
        body: putUpdateMyKeyboardShortcutsBodySchema,
        response: { 200: putUpdateMyKeyboardShortcutsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await updateKeyboardShortcuts({
        db: app.db,
        userId: user.id,
        keyboardShortcuts: request.body.keyboardShortcuts,
      });
      return success(UPDATED_MESSAGES.keyboardShortcut);
    },
  );

  app.put(
    UPDATE_MY_HONESTY_PATH,
    {
      schema: {
        tags: TAGS,
        summary: 'Aceita a política de honestidade acadêmica (não pode ser desfeito)',
        body: putUpdateMyHonestyBodySchema,
        response: { 200: putUpdateMyHonestyResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await acceptHonesty({ db: app.db, userId: user.id });
      return success(UPDATED_MESSAGES.honesty);
    },
  );

  app.put(
    UPDATE_MY_QUINCY_EMAIL_PATH,
    {
      schema: {
        tags: TAGS,
        summary:
          'Aceita ou recusa os e-mails da plataforma; registra a data do consentimento (LGPD)',
        body: putUpdateMyQuincyEmailBodySchema,
        response: { 200: putUpdateMyQuincyEmailResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await updateQuincyEmail({
        db: app.db,
        userId: user.id,
        sendQuincyEmail: request.body.sendQuincyEmail,
        now: new Date(),
      });
      return success(UPDATED_MESSAGES.emailSubscription);
    },
  );

  app.put(
    UPDATE_PRIVACY_TERMS_PATH,
    {
      schema: {
        tags: TAGS,
        summary: 'Aceita os termos de uso e a política de privacidade e responde se quer e-mails',
        body: putUpdatePrivacyTermsBodySchema,
        response: { 200: putUpdatePrivacyTermsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await acceptPrivacyTerms({
        db: app.db,
        userId: user.id,
        quincyEmails: request.body.quincyEmails,
        now: new Date(),
      });
      return success(UPDATED_MESSAGES.preferences);
    },
  );
};
