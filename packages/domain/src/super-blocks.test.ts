import { describe, expect, it } from 'vitest';
import { CERT_SLUGS } from './certifications';
import { FRONT_END_FUNDAMENTALS_SUPER_BLOCK, SUPER_BLOCKS, getSuperOrder } from './super-blocks';

describe('SUPER_BLOCKS', () => {
  it('are the certificate slugs, in superOrder, front-end fundamentals first', () => {
    expect(SUPER_BLOCKS).toEqual(CERT_SLUGS);
    expect(SUPER_BLOCKS[0]).toBe(FRONT_END_FUNDAMENTALS_SUPER_BLOCK);
  });
});

describe('getSuperOrder', () => {
  it.each([
    ['fundamentos-da-programacao-front-end', 0],
    ['logica-de-programacao', 1],
    ['html-css-javascript', 2],
    ['react', 3],
    ['python', -1],
  ])('3 superOrder de %s é %i', (superBlock, superOrder) => {
    expect(getSuperOrder(superBlock)).toBe(superOrder);
  });
});
