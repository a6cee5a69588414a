// The settings page's preference calls (PUT /update-my-*), each typed by its contract.
import type { Flash } from '@escola/contracts/flash';
import {
  UPDATE_MY_HONESTY_PATH,
  type PutUpdateMyHonestyBody,
} from '@escola/contracts/put-update-my-honesty';
import {
  UPDATE_MY_KEYBOARD_SHORTCUTS_PATH,
  type PutUpdateMyKeyboardShortcutsBody,
} from '@escola/contracts/put-update-my-keyboard-shortcuts';
import {
  UPDATE_MY_QUINCY_EMAIL_PATH,
  type PutUpdateMyQuincyEmailBody,
} from '@escola/contracts/put-update-my-quincy-email';
import {
  UPDATE_MY_SOUND_PATH,
  type PutUpdateMySoundBody,
} from '@escola/contracts/put-update-my-sound';
import {
  UPDATE_MY_THEME_PATH,
  type PutUpdateMyThemeBody,
} from '@escola/contracts/put-update-my-theme';
import {
  UPDATE_PRIVACY_TERMS_PATH,
  type PutUpdatePrivacyTermsBody,
} from '@escola/contracts/put-update-privacy-terms';
import {
  UPDATE_MY_ABOUT_PATH,
  type PutUpdateMyAboutBody,
} from '@escola/contracts/put-update-my-about';
import {
  UPDATE_MY_PORTFOLIO_PATH,
  type PutUpdateMyPortfolioBody,
} from '@escola/contracts/put-update-my-portfolio';
import {
  UPDATE_MY_PROFILE_UI_PATH,
  type PutUpdateMyProfileUiBody,
} from '@escola/contracts/put-update-my-profileui';
import {
  UPDATE_MY_SOCIALS_PATH,
  type PutUpdateMySocialsBody,
} from '@escola/contracts/put-update-my-socials';
import { http } from '../../../lib/http';

export const updateMyTheme = (body: PutUpdateMyThemeBody) =>
  http.put<Flash>(UPDATE_MY_THEME_PATH, body);

export const updateMySound = (body: PutUpdateMySoundBody) =>
  http.put<Flash>(UPDATE_MY_SOUND_PATH, body);

export const updateMyKeyboardShortcuts = (body: PutUpdateMyKeyboardShortcutsBody) =>
  http.put<Flash>(UPDATE_MY_KEYBOARD_SHORTCUTS_PATH, body);

export const updateMyHonesty = (body: PutUpdateMyHonestyBody) =>
  http.put<Flash>(UPDATE_MY_HONESTY_PATH, body);

export const updateMyQuincyEmail = (body: PutUpdateMyQuincyEmailBody) =>
  http.put<Flash>(UPDATE_MY_QUINCY_EMAIL_PATH, body);

export const updatePrivacyTerms = (body: PutUpdatePrivacyTermsBody) =>
  http.put<Flash>(UPDATE_PRIVACY_TERMS_PATH, body);

export const updateMyAbout = (body: PutUpdateMyAboutBody) =>
  http.put<Flash>(UPDATE_MY_ABOUT_PATH, body);

export const updateMySocials = (body: PutUpdateMySocialsBody) =>
  http.put<Flash>(UPDATE_MY_SOCIALS_PATH, body);

export const updateMyPortfolio = (body: PutUpdateMyPortfolioBody) =>
  http.put<Flash>(UPDATE_MY_PORTFOLIO_PATH, body);

export const updateMyProfileUi = (body: PutUpdateMyProfileUiBody) =>
  http.put<Flash>(UPDATE_MY_PROFILE_UI_PATH, body);
