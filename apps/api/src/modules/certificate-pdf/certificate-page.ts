// The certificate's page and brand: A4 landscape in points, the colours of the web's light theme
// and the school's name as the web header shows it.
/** The brand (apps/web/src/styles/tokens.css, light theme). */
export const COLORS = {
  primary: '#4b36c8',
  primaryDeep: '#3a289f',
  primarySoft: '#ecebfd',
  accent: '#e8571f',
  logoAccent: '#ffa77f',
  text: '#1c1a33',
  muted: '#4a4860',
  border: '#d9d7e6',
  white: '#ffffff',
} as const;

export const SCHOOL_NAME = 'Escola de Código';

/** A4 landscape, in points. */
export const PAGE = { width: 841.89, height: 595.28 } as const;
