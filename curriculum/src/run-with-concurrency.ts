// Runs an async task over every item with at most `limit` running at once; results keep the
// items' order.

export const runWithConcurrency = async <Item, Result>({
  items,
  limit,
  task,
}: {
  items: readonly Item[];
  limit: number;
  task: (item: Item, index: number) => Promise<Result>;
}): Promise<Result[]> => {
  const results = new Array<Result>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await task(items[index] as Item, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
};
