// Mutations of a valid value: one position (the root, a property, an item) gets a hostile value or
// a wrong type, a text gets a hostile one of the same length, a property goes missing, an unknown
// one appears, or an object becomes a list.
import fc from 'fast-check';
import { fitLength, HOSTILE_STRINGS, HOSTILE_VALUES } from './hostile-values';

export type Position = readonly (string | number)[];
export type Mutated = { value: unknown; description: string };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every position of a value, root first (valid values are small: no depth guard needed). */
export const positionsOf = (value: unknown, position: Position = []): Position[] => {
  const children = Array.isArray(value)
    ? value.flatMap((item, index) => positionsOf(item, [...position, index]))
    : isPlainObject(value)
      ? Object.entries(value).flatMap(([key, item]) => positionsOf(item, [...position, key]))
      : [];
  return [position, ...children];
};

export const valueAt = (value: unknown, position: Position): unknown =>
  position.reduce<unknown>(
    (current, key) =>
      typeof current === 'object' && current !== null
        ? (current as Record<string | number, unknown>)[key]
        : undefined,
    value,
  );

/** A copy of `value` with `change` applied to what sits at `position` (the rest is shared). */
export const updateAt = (
  value: unknown,
  position: Position,
  change: (current: unknown) => unknown,
): unknown => {
  const [key, ...rest] = position;
  if (key === undefined) return change(value);
  if (Array.isArray(value)) {
    return value.map((item, index) => (index === key ? updateAt(item, rest, change) : item));
  }
  const object = value as Record<string, unknown>;
  return { ...object, [key]: updateAt(object[key], rest, change) };
};

export const labelOf = (position: Position): string =>
  position.length === 0 ? '(raiz)' : position.join('.');

const withoutKey = (object: unknown, key: string): unknown =>
  Object.fromEntries(Object.entries(object as Record<string, unknown>).filter(([k]) => k !== key));

/** Mutations of one valid value (`fc.chain` over the valid arbitrary), at the allowed positions. */
export const mutationsOf = (
  value: unknown,
  isAllowed: (position: Position) => boolean = () => true,
): fc.Arbitrary<Mutated> => {
  const positions = positionsOf(value).filter(isAllowed);
  const objectPositions = positions.filter((position) => isPlainObject(valueAt(value, position)));
  const keyPositions = positions.filter((position) =>
    isPlainObject(valueAt(value, position.slice(0, -1))),
  );
  const replaced = fc
    .record({
      position: fc.constantFrom(...positions),
      hostile: fc.constantFrom(...HOSTILE_VALUES),
    })
    .map(({ position, hostile }) => ({
      value: updateAt(value, position, () => hostile.value),
      description: `${labelOf(position)} ← ${hostile.label}`,
    }));
  const choices: { weight: number; arbitrary: fc.Arbitrary<Mutated> }[] = [
    { weight: 2, arbitrary: replaced },
  ];
  const stringPositions = positions.filter(
    (position) => typeof valueAt(value, position) === 'string',
  );
  if (stringPositions.length > 0) {
    // The likeliest way past validation to the service: a hostile text as long as the valid one.
    choices.push({
      weight: 4,
      arbitrary: fc
        .record({
          position: fc.constantFrom(...stringPositions),
          hostile: fc.constantFrom(...HOSTILE_STRINGS.filter((text) => text.value !== '')),
        })
        .map(({ position, hostile }) => ({
          value: updateAt(value, position, (current) => {
            const length = (current as string).length;
            return length === 0
              ? hostile.value
              : fitLength({ value: hostile.value, minLength: length, maxLength: length });
          }),
          description: `${labelOf(position)} ← ${hostile.label} (no tamanho do válido)`,
        })),
    });
  }
  if (keyPositions.length > 0) {
    choices.push({
      weight: 1,
      arbitrary: fc.constantFrom(...keyPositions).map((position) => ({
        value: updateAt(value, position.slice(0, -1), (parent) =>
          withoutKey(parent, String(position.at(-1))),
        ),
        description: `sem ${labelOf(position)}`,
      })),
    });
  }
  if (objectPositions.length > 0) {
    const unknownProperty = fc
      .record({
        position: fc.constantFrom(...objectPositions),
        hostile: fc.constantFrom(...HOSTILE_VALUES),
      })
      .map(({ position, hostile }) => ({
        value: updateAt(value, position, (object) => ({
          ...(object as object),
          campoDesconhecido: hostile.value,
        })),
        description: `${labelOf(position)} com campo desconhecido (${hostile.label})`,
      }));
    const wrappedInList = fc.constantFrom(...objectPositions).map((position) => ({
      value: updateAt(value, position, (object) => [object]),
      description: `${labelOf(position)} dentro de uma lista`,
    }));
    choices.push(
      { weight: 1, arbitrary: unknownProperty },
      { weight: 1, arbitrary: wrappedInList },
    );
  }
  return fc.oneof(...choices);
};
