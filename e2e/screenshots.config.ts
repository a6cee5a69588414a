// `npm run screenshots`: the e2e configuration (same server, database and user pool) running the
// screenshot script in e2e/screenshots instead of the journeys.
import { defineConfig } from '@playwright/test';
import journeys from './playwright.config';

export default defineConfig({
  ...journeys,
  testDir: './screenshots',
  timeout: 180_000,
});
