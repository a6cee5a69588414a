// Where the editable region of a file the learner already changed is (restored from a save, or a
// file tab opened again). Kept apart from the CodeMirror extension (lib/editable-region) so the
// page can work it out without loading the editor's chunk.

const countLines = (text: string) => text.split(/\r\n?|\n/).length;

/**
 * The seed's boundaries for code the learner already changed (restored from a save, or a file
 * tab opened again): only the region can have changed, so the lines before it and after it are
 * still the seed's, and only the region's end moves — by the lines the code gained or lost.
 */
export const getBoundariesForContents = ({
  boundaries,
  seedContents,
  contents,
}: {
  boundaries: readonly number[];
  seedContents: string;
  contents: string;
}): readonly number[] => {
  const [first, afterLast] = boundaries;
  if (first === undefined || afterLast === undefined) return boundaries;
  return [first, Math.max(afterLast + countLines(contents) - countLines(seedContents), first + 1)];
};
