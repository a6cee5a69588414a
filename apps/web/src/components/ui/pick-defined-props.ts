// Keeps only the props that are set: React Aria treats an explicit `value: undefined` as
// controlled, and exactOptionalPropertyTypes forbids passing undefined to optional props.
export const pickDefinedProps = <T extends object>(props: T): Partial<T> =>
  Object.fromEntries(
    Object.entries(props).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
