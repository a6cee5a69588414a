import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHALLENGE_TYPES,
  CHALLENGE_TYPE_VALUES,
  getChallengeTypeNames,
  isChallengeType,
  isOneOfChallengeTypes,
  type ChallengeType,
  type ChallengeTypeName,
} from './challenge-types';

describe('CHALLENGE_TYPES', () => {
  it.each<[ChallengeTypeName, number]>([
    ['html', 0],
    ['js', 1],
    ['backend', 2],
    ['zipline', 3],
    ['frontEndProject', 3],
    ['backEndProject', 4],
    ['jsProject', 5],
    ['modern', 6],
    ['step', 7],
    ['quiz', 8],
    ['invalid', 9],
    ['pythonProject', 10],
    ['video', 11],
    ['codeAllyPractice', 12],
    ['codeAllyCert', 13],
    ['multifileCertProject', 14],
    ['theOdinProject', 15],
    ['colab', 16],
    ['videoOnly', 17],
    ['textOnly', 18],
  ])('3 tipos de desafio: %s é %i', (name, value) => {
    expect(CHALLENGE_TYPES[name]).toBe(value);
  });

  it('has exactly the twenty names of the spec', () => {
    expect(Object.keys(CHALLENGE_TYPES)).toHaveLength(20);
  });
});

describe('CHALLENGE_TYPE_VALUES', () => {
  it('is 0 to 18, ascending, once each', () => {
    expect(CHALLENGE_TYPE_VALUES).toEqual(Array.from({ length: 19 }, (_, index) => index));
  });
});

describe('isChallengeType', () => {
  it.each([
    [0, true],
    [18, true],
    [3, true],
    [-1, false],
    [19, false],
    [2.5, false],
    [Number.NaN, false],
  ])('3 tipo %d válido: %s', (value, expected) => {
    expect(isChallengeType(value)).toBe(expected);
  });

  it('accepts exactly the integers 0 to 18', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), (value) => {
        expect(isChallengeType(value)).toBe(value >= 0 && value <= 18);
      }),
    );
  });
});

describe('getChallengeTypeNames', () => {
  it.each<[ChallengeType, ChallengeTypeName[]]>([
    [0, ['html']],
    [3, ['zipline', 'frontEndProject']],
    [14, ['multifileCertProject']],
    [18, ['textOnly']],
  ])('3 nomes do tipo %i', (type, names) => {
    expect(getChallengeTypeNames(type)).toEqual(names);
  });

  it('names every type, and each name maps back to its type', () => {
    for (const type of CHALLENGE_TYPE_VALUES) {
      const names = getChallengeTypeNames(type);
      expect(names.length).toBeGreaterThan(0);
      expect(names.every((name) => CHALLENGE_TYPES[name] === type)).toBe(true);
    }
  });
});

describe('isOneOfChallengeTypes', () => {
  it.each<[number, ChallengeTypeName[], boolean]>([
    [0, ['html', 'multifileCertProject'], true],
    [14, ['html', 'multifileCertProject'], true],
    [6, ['html', 'multifileCertProject'], false],
    [3, ['zipline'], true],
    [3, [], false],
    [99, ['html'], false],
  ])('tipo %i entre %j: %s', (type, names, expected) => {
    expect(isOneOfChallengeTypes({ type, names })).toBe(expected);
  });
});
