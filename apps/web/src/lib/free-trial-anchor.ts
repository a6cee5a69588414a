// Where the free trial is explained: the trial notice of /learn carries this id, and the header's
// "Teste gratuito" tag links to it (two features, one fragment).
export const FREE_TRIAL_ANCHOR = 'teste-gratuito';

export const FREE_TRIAL_EXPLANATION_PATH = `/learn#${FREE_TRIAL_ANCHOR}`;
