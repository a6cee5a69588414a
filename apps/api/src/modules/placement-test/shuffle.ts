// A uniform shuffle (Fisher–Yates) drawing from the operating system's generator: the order of the
// questions and options says nothing a learner could learn from.
import { randomInt } from 'node:crypto';

export const shuffle = <Item>(items: readonly Item[]): Item[] => {
  const shuffled = [...items];
  for (let index = shuffled.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [shuffled[index], shuffled[other]] = [shuffled[other] as Item, shuffled[index] as Item];
  }
  return shuffled;
};
