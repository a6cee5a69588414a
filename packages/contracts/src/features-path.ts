// The path of the feature configuration (issue 19), apart from its zod schemas: the learner pages
// read GET /api/features on every load and must not bring zod into their first load for a path.
export const FEATURES_PATH = '/api/features';
