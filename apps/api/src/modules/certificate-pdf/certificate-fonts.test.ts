import { describe, expect, it } from 'vitest';
import { splitIntoRuns } from './certificate-fonts';

const lora = { family: 'lora', weight: 600 } as const;

describe('splitIntoRuns', () => {
  it('draws Portuguese text with the latin file alone', () => {
    expect(splitIntoRuns('Conceição Araújo', lora)).toEqual([
      { text: 'Conceição Araújo', font: 'lora-latin-600' },
    ]);
  });

  it('takes each letter outside latin from the subset file that has it', () => {
    expect(splitIntoRuns('Łukasz Nguyễn', lora)).toEqual([
      { text: 'Ł', font: 'lora-latin-ext-600' },
      { text: 'ukasz Nguy', font: 'lora-latin-600' },
      { text: 'ễ', font: 'lora-vietnamese-600' },
      { text: 'n', font: 'lora-latin-600' },
    ]);
  });

  it('composes letters typed with combining accents', () => {
    expect(splitIntoRuns('Joa\u0303o', lora)).toEqual([{ text: 'João', font: 'lora-latin-600' }]);
  });
});
