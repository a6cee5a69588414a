// The challenge as a template receives it: the `challenge` object of its page data.
import type { ChallengePageData } from '@escola/contracts/challenge-page-data';

export type ChallengeContent = ChallengePageData['challenge'];
