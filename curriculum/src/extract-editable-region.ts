// Editable regions (curriculum/README.md): the lines between a line containing `[editavel]` and the
// next line containing `[/editavel]` are the part the learner edits. The two marker lines are
// removed; the boundaries are 0-based line numbers of the result: [first line, line after the last].

const START_MARKER = '[editavel]';
const END_MARKER = '[/editavel]';

export type EditableRegion =
  | { ok: true; contents: string; editableRegionBoundaries: number[] }
  /** `lineIndex`: 0-based line of the file's contents the problem is on. */
  | { ok: false; lineIndex: number; message: string };

export const extractEditableRegion = (contents: string): EditableRegion => {
  const lines = contents.split('\n');
  const starts: number[] = [];
  const ends: number[] = [];
  lines.forEach((line, index) => {
    if (line.includes(END_MARKER)) ends.push(index);
    else if (line.includes(START_MARKER)) starts.push(index);
  });
  if (starts.length === 0 && ends.length === 0) {
    return { ok: true, contents, editableRegionBoundaries: [] };
  }
  const [start] = starts;
  const [end] = ends;
  if (start === undefined) {
    return {
      ok: false,
      lineIndex: end ?? 0,
      message: `${END_MARKER} sem um ${START_MARKER} antes`,
    };
  }
  if (end === undefined || end < start) {
    return { ok: false, lineIndex: start, message: `${START_MARKER} sem um ${END_MARKER} depois` };
  }
  if (starts.length > 1 || ends.length > 1) {
    const extras = [starts[1], ends[1]].filter((index) => index !== undefined);
    return {
      ok: false,
      lineIndex: Math.min(...extras),
      message: 'um arquivo só pode ter uma região editável',
    };
  }
  const kept = lines.filter((_line, index) => index !== start && index !== end);
  return { ok: true, contents: kept.join('\n'), editableRegionBoundaries: [start, end - 1] };
};
