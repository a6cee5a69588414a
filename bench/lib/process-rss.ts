// The resident memory of another process (the API under a bench), read from /proc: sampled every
// 50 ms while a measurement runs, and its high-water mark.
import { readFile } from 'node:fs/promises';

const SAMPLE_MS = 50;

export const readRssMb = async (pid: number) => {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
};

/** Starts sampling now; `stop` gives the RSS before, the highest sampled and the VmHWM. */
export const sampleRss = (pid: number) => {
  const before = readRssMb(pid);
  let peak = 0;
  const timer = setInterval(() => {
    readRssMb(pid)
      .then(({ rss }) => {
        peak = Math.max(peak, rss);
      })
      .catch(() => undefined);
  }, SAMPLE_MS);
  return {
    stop: async () => {
      clearInterval(timer);
      const [first, last] = await Promise.all([before, readRssMb(pid)]);
      return {
        beforeMb: first.rss,
        peakMb: Math.max(peak, first.rss, last.rss),
        hwmMb: last.hwm,
      };
    },
  };
};
