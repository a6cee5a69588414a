// The process entry point. The configuration is checked first, before anything heavy is loaded,
// so a bad variable stops the process at once with one line naming it (exit code 1).
import { ConfigError, loadConfig, type Config } from './config';

const readConfigOrExit = (): Config => {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
};

const config = readConfigOrExit();
const { runServer } = await import('./run-server');
await runServer(config);
