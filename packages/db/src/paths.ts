// Where things live on disk, resolved from this package's location (never from the cwd).
import { fileURLToPath } from 'node:url';

/** The monorepo root (packages/db/src → ../../..). */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
