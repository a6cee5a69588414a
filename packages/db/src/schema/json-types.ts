// Shapes of the jsonb columns (docs/product/accounts.md and docs/product/workspace.md). The API
// validates them with the contracts' zod schemas before writing; these types only describe what the
// columns hold.

/** A challenge file as stored with a completion or a save. */
export type StoredChallengeFile = {
  fileKey: string;
  ext: string;
  name: string;
  contents: string;
  history: string[];
};

export type ProfileUi = {
  isLocked: boolean;
  showAbout: boolean;
  showCerts: boolean;
  showDonation: boolean;
  showHeatMap: boolean;
  showLocation: boolean;
  showName: boolean;
  showPoints: boolean;
  showPortfolio: boolean;
  showTimeLine: boolean;
};

export type Socials = {
  githubProfile: string;
  linkedin: string;
  twitter: string;
  website: string;
};

export type PortfolioItem = {
  id: string;
  title: string;
  url: string;
  image: string;
  description: string;
};

/** New profiles start private (LGPD: nothing is public until the learner opts in). */
export const DEFAULT_PROFILE_UI: ProfileUi = {
  isLocked: true,
  showAbout: false,
  showCerts: false,
  showDonation: false,
  showHeatMap: false,
  showLocation: false,
  showName: false,
  showPoints: false,
  showPortfolio: false,
  showTimeLine: false,
};

export const EMPTY_SOCIALS: Socials = { githubProfile: '', linkedin: '', twitter: '', website: '' };
