// The web app's pt-BR texts, read from its locale files, so journeys assert what users read
// without retyping it.
import adminTexts from '../../apps/web/src/locales/pt-BR/admin.json' with { type: 'json' };
import authTexts from '../../apps/web/src/locales/pt-BR/auth.json' with { type: 'json' };
import certificatesTexts from '../../apps/web/src/locales/pt-BR/certificates.json' with { type: 'json' };
import challengesTexts from '../../apps/web/src/locales/pt-BR/challenges.json' with { type: 'json' };
import commonTexts from '../../apps/web/src/locales/pt-BR/common.json' with { type: 'json' };
import consentTexts from '../../apps/web/src/locales/pt-BR/consent.json' with { type: 'json' };
import enrolmentTexts from '../../apps/web/src/locales/pt-BR/enrolment.json' with { type: 'json' };
import learnTexts from '../../apps/web/src/locales/pt-BR/learn.json' with { type: 'json' };
import nationalStatusTexts from '../../apps/web/src/locales/pt-BR/national-status.json' with { type: 'json' };
import placementTestTexts from '../../apps/web/src/locales/pt-BR/placement-test.json' with { type: 'json' };
import quizTexts from '../../apps/web/src/locales/pt-BR/quiz.json' with { type: 'json' };
import settingsTexts from '../../apps/web/src/locales/pt-BR/settings.json' with { type: 'json' };
import shellTexts from '../../apps/web/src/locales/pt-BR/shell.json' with { type: 'json' };

export const texts = {
  admin: adminTexts,
  auth: authTexts,
  certificates: certificatesTexts,
  challenges: challengesTexts,
  common: commonTexts,
  consent: consentTexts,
  enrolment: enrolmentTexts,
  learn: learnTexts,
  nationalStatus: nationalStatusTexts,
  placementTest: placementTestTexts,
  quiz: quizTexts,
  settings: settingsTexts,
  shell: shellTexts,
};

/** Fills i18next's `{{name}}` placeholders. */
export const interpolate = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
