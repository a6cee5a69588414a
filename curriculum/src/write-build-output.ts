// Writes the build into a fresh folder beside the output and then swaps it in with renames, so a
// failed or interrupted build never leaves half an output where the server reads it.
import { chmod, mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runWithConcurrency } from './run-with-concurrency';

const WRITE_CONCURRENCY = 32;
const SWAP_ATTEMPTS = 5;
/** mkdtemp makes a private folder; the output is read by the server like any build. */
const OUTPUT_MODE = 0o755;

const isCode = (error: unknown, code: string) =>
  (error as NodeJS.ErrnoException | null)?.code === code;

/** Moves `temporary` to `outputDirectory`, moving the previous output aside and deleting it. */
const swapIn = async ({
  temporary,
  outputDirectory,
}: {
  temporary: string;
  outputDirectory: string;
}) => {
  const parent = path.dirname(outputDirectory);
  const previous = await mkdtemp(path.join(parent, `.${path.basename(outputDirectory)}-old-`));
  for (let attempt = 1; ; attempt += 1) {
    try {
      await rename(outputDirectory, path.join(previous, 'output')).catch((error: unknown) => {
        if (!isCode(error, 'ENOENT')) throw error;
      });
      await rename(temporary, outputDirectory);
      break;
    } catch (error) {
      // Another build swapped its output in between our two renames: try again.
      const raced = isCode(error, 'ENOTEMPTY') || isCode(error, 'EEXIST');
      if (!raced || attempt === SWAP_ATTEMPTS) throw error;
    }
  }
  await rm(previous, { recursive: true, force: true });
};

export const writeBuildOutput = async ({
  outputDirectory,
  files,
}: {
  outputDirectory: string;
  files: ReadonlyMap<string, string>;
}) => {
  const parent = path.dirname(outputDirectory);
  await mkdir(parent, { recursive: true });
  const temporary = await mkdtemp(path.join(parent, `.${path.basename(outputDirectory)}-build-`));
  try {
    await chmod(temporary, OUTPUT_MODE);
    const folders = new Set(
      [...files.keys()].map((file) => path.dirname(path.join(temporary, file))),
    );
    // Parents before children: sorted paths put a folder before everything inside it.
    for (const folder of [...folders].sort()) await mkdir(folder, { recursive: true });
    await runWithConcurrency({
      items: [...files],
      limit: WRITE_CONCURRENCY,
      task: ([file, contents]) => writeFile(path.join(temporary, file), contents),
    });
    await swapIn({ temporary, outputDirectory });
  } catch (error) {
    await rm(temporary, { recursive: true, force: true });
    throw error;
  }
};
