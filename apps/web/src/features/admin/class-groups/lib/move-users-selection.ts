// The move screen's rules: who is chosen (the target panel), "selecionar todos da página", and
// whether the move may be sent.
import { MOVE_USERS_TARGET_REQUIRED_MESSAGE } from '@escola/domain/messages';

export type ChosenUser = { id: string; name: string; email: string };

/** Keyed by id, in the order the users were chosen. */
export type Chosen = ReadonlyMap<string, ChosenUser>;

export const toggleChosen = (chosen: Chosen, user: ChosenUser): Chosen => {
  const next = new Map(chosen);
  if (next.has(user.id)) next.delete(user.id);
  else next.set(user.id, user);
  return next;
};

export const removeChosen = (chosen: Chosen, id: string): Chosen => {
  const next = new Map(chosen);
  next.delete(id);
  return next;
};

export type PageSelection = 'none' | 'some' | 'all';

export const pageSelection = (chosen: Chosen, pageUsers: readonly ChosenUser[]): PageSelection => {
  const count = pageUsers.filter((user) => chosen.has(user.id)).length;
  if (count === 0 || pageUsers.length === 0) return 'none';
  return count === pageUsers.length ? 'all' : 'some';
};

/** Everyone on the page is chosen → none of them is; otherwise all of them are. */
export const toggleWholePage = (chosen: Chosen, pageUsers: readonly ChosenUser[]): Chosen => {
  const next = new Map(chosen);
  if (pageSelection(chosen, pageUsers) === 'all') {
    pageUsers.forEach((user) => next.delete(user.id));
  } else {
    pageUsers.forEach((user) => next.set(user.id, user));
  }
  return next;
};

export type MoveProblem = { field: 'target-panel' | 'target-group'; message: string };

/** Why the move cannot be sent yet, or null. */
export const findMoveProblem = ({
  chosenCount,
  sourceClassGroupId,
  targetClassGroupId,
  messages,
}: {
  chosenCount: number;
  sourceClassGroupId: string;
  targetClassGroupId: string;
  messages: { targetRequired: string; sameGroup: string };
}): MoveProblem | null => {
  if (chosenCount === 0)
    return { field: 'target-panel', message: MOVE_USERS_TARGET_REQUIRED_MESSAGE };
  if (targetClassGroupId === '') return { field: 'target-group', message: messages.targetRequired };
  if (targetClassGroupId === sourceClassGroupId) {
    return { field: 'target-group', message: messages.sameGroup };
  }
  return null;
};
