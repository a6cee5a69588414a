// i18next in Brazilian Portuguese; every UI string lives in src/locales/pt-BR/*.json.
// pt-BR puts 0 under the "one" plural form, so plural keys also have a `_zero` form.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import admin from '../locales/pt-BR/admin.json';
import auth from '../locales/pt-BR/auth.json';
import challenges from '../locales/pt-BR/challenges.json';
import common from '../locales/pt-BR/common.json';
import learn from '../locales/pt-BR/learn.json';
import pages from '../locales/pt-BR/pages.json';
import profile from '../locales/pt-BR/profile.json';
import settings from '../locales/pt-BR/settings.json';
import shell from '../locales/pt-BR/shell.json';

export const LANGUAGE = 'pt-BR';
export const resources = {
  admin,
  auth,
  challenges,
  common,
  learn,
  pages,
  profile,
  settings,
  shell,
} as const;

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: LANGUAGE,
  fallbackLng: LANGUAGE,
  resources: { [LANGUAGE]: resources },
  ns: Object.keys(resources),
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
  showSupportNotice: false,
});
