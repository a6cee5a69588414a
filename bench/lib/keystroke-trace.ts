// What each keystroke costs the page's main thread, read from a Chromium performance trace (the
// data DevTools' Performance panel shows): the renderer's main-thread tasks from the task that
// handles one keydown up to the next keydown's task — the key's input events, the editor's update,
// anything it schedules, and the style, layout and paint of the frame it causes. Two figures per
// key: the thread's CPU time in those tasks and their wall-clock duration (which also counts the
// time the thread waited for a core that other processes — the browser's own, the driver — held).
import type { Page } from '@playwright/test';

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { type?: string } };
};

export type KeystrokeCosts = { cpu: number[]; wall: number[] };

const TASK_NAMES = new Set(['ThreadControllerImpl::RunTask', 'RunTask']);
const isKeydown = (event: TraceEvent) =>
  event.name === 'EventDispatch' && event.args?.data?.type === 'keydown';

/** Runs `type` (which presses the keys) under a trace and returns each keystroke's cost, in ms. */
export const traceKeystrokes = async (
  page: Page,
  type: () => Promise<void>,
): Promise<KeystrokeCosts> => {
  const session = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  session.on('Tracing.dataCollected', ({ value }) =>
    events.push(...(value as unknown as TraceEvent[])),
  );
  const complete = new Promise((resolve) => session.once('Tracing.tracingComplete', resolve));
  await session.send('Tracing.start', {
    traceConfig: { includedCategories: ['toplevel', 'devtools.timeline'] },
    transferMode: 'ReportEvents',
  });
  await type();
  await page.waitForTimeout(300);
  await session.send('Tracing.end');
  await complete;
  await session.detach();

  // The main thread of the renderer the keys went to.
  const firstKeydown = events.find(isKeydown);
  if (!firstKeydown) throw new Error('O rastro não tem nenhuma tecla.');
  const onMain = (event: TraceEvent) =>
    event.pid === firstKeydown.pid && event.tid === firstKeydown.tid;
  const tasks = events
    .filter((event) => onMain(event) && event.ph === 'X' && TASK_NAMES.has(event.name))
    .sort((left, right) => left.ts - right.ts);
  // Each keystroke starts with the task that dispatched its keydown.
  const starts = events
    .filter((event) => onMain(event) && isKeydown(event))
    .map(
      ({ ts }) => tasks.find((task) => task.ts <= ts && ts <= task.ts + (task.dur ?? 0))?.ts ?? ts,
    )
    .sort((left, right) => left - right);
  const costs: KeystrokeCosts = { cpu: [], wall: [] };
  // The last key has no next one to end its window; it is left out.
  for (let key = 0; key < starts.length - 1; key += 1) {
    const inWindow = tasks.filter(
      (task) => task.ts >= (starts[key] ?? 0) && task.ts < (starts[key + 1] ?? 0),
    );
    const sum = (pick: (task: TraceEvent) => number) =>
      inWindow.reduce((total, task) => total + pick(task), 0) / 1000;
    costs.wall.push(sum((task) => task.dur ?? 0));
    costs.cpu.push(sum((task) => task.tdur ?? task.dur ?? 0));
  }
  return costs;
};
