// Serves the harness and frame builds for the whole run (built by run-browser-tests.mjs).
import { startHarnessServer } from '../harness/serve-harness';
import { readHarnessPort } from './harness-port';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await startHarnessServer({ port: readHarnessPort() });
  return () => server.close();
}
