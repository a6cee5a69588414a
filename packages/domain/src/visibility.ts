// What a learner sees (docs/product/curriculum-and-access.md): the certification area, and the
// 'trilha' → 'módulo' text swap of modular and limited users (glossary in docs/product/README.md).
// The menu items (participation certificate, unlock content, admin) are in learner-menu.ts.
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

/**
 * Feminine words that may stand before 'trilha' and their masculine form before 'módulo'
 * (articles, contractions, demonstratives, possessives, numerals, ordinals and a few adjectives).
 */
const MASCULINE_OF: Readonly<Record<string, string>> = {
  a: 'o',
  as: 'os',
  à: 'ao',
  às: 'aos',
  da: 'do',
  das: 'dos',
  na: 'no',
  nas: 'nos',
  pela: 'pelo',
  pelas: 'pelos',
  uma: 'um',
  umas: 'uns',
  numa: 'num',
  duas: 'dois',
  esta: 'este',
  estas: 'estes',
  nesta: 'neste',
  nestas: 'nestes',
  desta: 'deste',
  destas: 'destes',
  essa: 'esse',
  essas: 'esses',
  nessa: 'nesse',
  nessas: 'nesses',
  dessa: 'desse',
  dessas: 'desses',
  aquela: 'aquele',
  aquelas: 'aqueles',
  naquela: 'naquele',
  daquela: 'daquele',
  sua: 'seu',
  suas: 'seus',
  minha: 'meu',
  minhas: 'meus',
  nossa: 'nosso',
  nossas: 'nossos',
  toda: 'todo',
  todas: 'todos',
  outra: 'outro',
  outras: 'outros',
  nenhuma: 'nenhum',
  alguma: 'algum',
  algumas: 'alguns',
  mesma: 'mesmo',
  nova: 'novo',
  novas: 'novos',
  próxima: 'próximo',
  próximas: 'próximos',
  primeira: 'primeiro',
  primeiras: 'primeiros',
  segunda: 'segundo',
  terceira: 'terceiro',
  quarta: 'quarto',
  última: 'último',
  últimas: 'últimos',
};

const NOT_A_WORD_CHARACTER = '[^\\p{L}\\p{N}_-]';
/** The word chain before the noun (each word followed by spaces), then trilha or trilhas. */
const TRACK_PHRASE = new RegExp(
  `(?<=^|${NOT_A_WORD_CHARACTER})((?:(?:${Object.keys(MASCULINE_OF).join('|')})\\s+)*)(trilha)(s?)(?=$|${NOT_A_WORD_CHARACTER})`,
  'giu',
);
const WORD_AND_SPACE = /(\S+)(\s+)/gu;

/** `word` written in the case of `model`: TRILHA → MÓDULO, Nesta → Neste, a → o. */
const matchCase = ({ word, model }: { word: string; model: string }): string => {
  const upper = model.toUpperCase();
  if (model.length > 1 && model === upper) return word.toUpperCase();
  if (model.charAt(0) === upper.charAt(0)) return `${word.charAt(0).toUpperCase()}${word.slice(1)}`;
  return word;
};

const toMasculine = (model: string): string =>
  // The pattern only lets words of MASCULINE_OF into the chain.
  matchCase({ word: MASCULINE_OF[model.toLowerCase()] as string, model });

/**
 * The phrase-level swap (glossary in docs/product/README.md,
 * docs/product/curriculum-and-access.md): every 'trilha' becomes 'módulo' together with the
 * feminine words right before it, in the case they were written ("Nesta trilha" → "Neste módulo",
 * "as duas primeiras trilhas" → "os dois primeiros módulos", "TRILHA" → "MÓDULO"). Words joined by
 * a hyphen (slugs such as projetos-de-certificacao-trilha-2) stay as written.
 */
export const swapTrackForModule = (text: string): string =>
  text.replace(
    TRACK_PHRASE,
    (_match, chain: string, noun: string, plural: string) =>
      `${chain.replace(WORD_AND_SPACE, (_word, word: string, space: string) => `${toMasculine(word)}${space}`)}${matchCase({ word: `${MODULE_LABEL}${plural === '' ? '' : 's'}`, model: `${noun}${plural}` })}`,
  );

/** Displayed text for this user: the swap applies to modular and limited users only. */
export const getDisplayedTrackText = ({
  text,
  access,
}: {
  text: string;
  access: AccessLevel;
}): string => (isModularOrLimited({ access }) ? swapTrackForModule(text) : text);
