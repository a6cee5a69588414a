// What a learner sees (spec section 6): the certification area, and the 'trilha' → 'módulo' text
// swap of modular and limited users (spec sections 1 and 5, glossary). The menu items (participation
// certificate, unlock content, admin) are in learner-menu.ts.
import { isModularOrLimited } from './challenge-access';
import type { AccessLevel, RegistrationQuiz } from './users';

const FIRST_QUIZ_VARIANT: RegistrationQuiz = 1;

/**
 * Certification area visible: registrationQuiz 1 and the front-end fundamentals certificate held,
 * or access not blocked and a source.
 */
export const showsCertificationArea = (user: {
  registrationQuiz: RegistrationQuiz | null;
  isFundamentosDaProgramacaoFrontEndCert: boolean;
  access: AccessLevel;
  source: string;
}): boolean => {
  if (user.registrationQuiz === FIRST_QUIZ_VARIANT && user.isFundamentosDaProgramacaoFrontEndCert) {
    return true;
  }
  return user.access !== 'blocked' && user.source !== '';
};

export const TRACK_LABEL = 'trilha';
export const MODULE_LABEL = 'módulo';

/** What a trilha is called for this user: 'módulo' for modular and limited users. */
export const getTrackLabel = ({ access }: { access: AccessLevel }): string =>
  isModularOrLimited({ access }) ? MODULE_LABEL : TRACK_LABEL;

const matchCase = ({ word, model }: { word: string; model: string }): string => {
  if (model === model.toUpperCase()) return word.toUpperCase();
  const first = model.charAt(0);
  if (first === first.toUpperCase()) return `${word.charAt(0).toUpperCase()}${word.slice(1)}`;
  return word;
};

/**
 * Replaces every 'trilha' in `text` with 'módulo', keeping the letter case (Trilha → Módulo,
 * TRILHAS → MÓDULOS). Only the word changes: articles around it are left as written.
 */
export const replaceTrackWithModule = (text: string): string =>
  text.replace(/trilha/gi, (model) => matchCase({ word: MODULE_LABEL, model }));

/** Displayed text for this user: the swap applies to modular and limited users only. */
export const getDisplayedTrackText = ({
  text,
  access,
}: {
  text: string;
  access: AccessLevel;
}): string => (isModularOrLimited({ access }) ? replaceTrackWithModule(text) : text);
