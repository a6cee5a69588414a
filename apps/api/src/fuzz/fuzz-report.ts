// With FUZZ_REPORT=<file>, the fuzz test writes how many requests of each kind got each status, per
// operation and caller (tab-separated): the way to see that requests get past validation.
import { writeFileSync } from 'node:fs';

export const createFuzzReport = (file: string | undefined) => {
  const counts = new Map<string, number>();
  return {
    record: (columns: (string | number)[]) => {
      if (!file) return;
      const key = columns.join('\t');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    },
    write: () => {
      if (!file) return;
      const lines = [...counts].map(([key, count]) => `${key}\t${count}`);
      writeFileSync(file, `operação\tpapel\tstatus\tcaso\tquantidade\n${lines.join('\n')}\n`);
    },
  };
};

/** The kind of a request, without what varies between requests of that kind. */
export const kindOf = (description: string): string =>
  description
    .replace(/\.\d+(?=\.|\s|$)/g, '.N')
    .replace(/\s*\(.*\)$/, '')
    .replace(/ ← .*$/, ' ← hostil');
