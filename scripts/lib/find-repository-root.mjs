// The repository root, resolved from this file's location (never from the working directory).
import { fileURLToPath } from 'node:url';

export const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));
