import { defineConfig } from 'vitest/config';

// The runner's pure parts run here; the workers themselves run in Chromium in the e2e journeys
// (e2e/tests/challenge-workspace.spec.ts).
export default defineConfig({
  test: { name: 'runner', environment: 'node' },
});
