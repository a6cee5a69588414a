import { describe, expect, it } from 'vitest';
import { CHALLENGE_TYPE_VALUES, type ChallengeType } from './challenge-types';
import {
  getChallengeTemplate,
  getNextChallengeTarget,
  getSuperBlockProjectsPath,
  shouldRetryPageFetch,
  type ChallengeTemplate,
} from './challenge-templates';

describe('getChallengeTemplate', () => {
  it.each<[ChallengeType, ChallengeTemplate]>([
    [0, 'classic'],
    [1, 'classic'],
    [2, 'classic'],
    [3, 'frontEndProject'],
    [4, 'frontEndProject'],
    [5, 'classic'],
    [6, 'classic'],
    [7, 'classic'],
    [8, 'videoChallenge'],
    [9, 'classic'],
    [10, 'frontEndProject'],
    [11, 'videoChallenge'],
    [12, 'classic'],
    [13, 'frontEndProject'],
    [14, 'classic'],
    [15, 'videoChallenge'],
    [16, 'frontEndProject'],
    [17, 'videoOnly'],
    [18, 'textOnly'],
  ])('type %i uses the %s template', (type, template) => {
    expect(getChallengeTemplate(type)).toBe(template);
  });

  it('falls back to classic for a number that is no type', () => {
    expect(getChallengeTemplate(19)).toBe('classic');
    expect(getChallengeTemplate(-1)).toBe('classic');
  });

  it('has a template for every type', () => {
    for (const type of CHALLENGE_TYPE_VALUES) expect(getChallengeTemplate(type)).toBeTruthy();
  });
});

describe('getNextChallengeTarget', () => {
  it('goes to the next challenge when there is one', () => {
    expect(
      getNextChallengeTarget({ nextChallengePath: '/learn/react/rotas/x', superBlock: 'react' }),
    ).toBe('/learn/react/rotas/x');
  });

  it("goes to the superblock's projects section after its last challenge", () => {
    expect(getNextChallengeTarget({ nextChallengePath: null, superBlock: 'react' })).toBe(
      '/learn/react/#react-projects',
    );
    expect(getSuperBlockProjectsPath('logica-de-programacao')).toBe(
      '/learn/logica-de-programacao/#logica-de-programacao-projects',
    );
  });
});

describe('shouldRetryPageFetch', () => {
  it('never retries a 404 nor a 500', () => {
    expect(shouldRetryPageFetch({ status: 404, failureCount: 0 })).toBe(false);
    expect(shouldRetryPageFetch({ status: 500, failureCount: 0 })).toBe(false);
  });

  it('retries other failures (a lost connection is status 0) up to 3 times', () => {
    for (const status of [0, 502, 503, 429]) {
      expect(shouldRetryPageFetch({ status, failureCount: 0 })).toBe(true);
      expect(shouldRetryPageFetch({ status, failureCount: 2 })).toBe(true);
      expect(shouldRetryPageFetch({ status, failureCount: 3 })).toBe(false);
    }
  });
});
