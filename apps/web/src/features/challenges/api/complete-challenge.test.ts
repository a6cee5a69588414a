import { afterEach, describe, expect, it } from 'vitest';
import { listFailedUpdates } from '../../../lib/failed-updates';
import { stubFetch } from '../../../test/fetch-stub';
import { submitCompletion } from './complete-challenge';

const FILES = [{ fileKey: 'scriptjs', name: 'script', ext: 'js', contents: 'let a = 1;' }];
const ANSWER = { points: 70, completedDate: 1, alreadyCompleted: false, savedChallenges: [] };
const noWait = async () => undefined;

afterEach(() => localStorage.clear());

describe('submitCompletion', () => {
  it('sends the files to the route of the challenge type and answers what the server said', async () => {
    const fetchMock = stubFetch({
      routes: { 'POST /modern-challenge-completed': { body: ANSWER } },
    });
    const outcome = await submitCompletion({
      id: 'desafio',
      challengeType: 1,
      files: FILES,
      wait: noWait,
    });
    expect(outcome).toEqual({ kind: 'completed', answer: ANSWER });
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      id: 'desafio',
      challengeType: 1,
      files: [
        {
          key: 'scriptjs',
          ext: 'js',
          name: 'script',
          contents: 'let a = 1;',
          history: ['script.js'],
        },
      ],
    });
  });

  it('tries 3 times, then keeps the completion for later in fcc-failed-updates', async () => {
    const fetchMock = stubFetch({
      routes: { 'POST /modern-challenge-completed': 'network-error' },
    });
    const outcome = await submitCompletion({
      id: 'desafio',
      challengeType: 1,
      files: FILES,
      wait: noWait,
    });
    expect(outcome).toEqual({ kind: 'kept-for-later' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(listFailedUpdates()).toEqual([
      expect.objectContaining({ endpoint: '/modern-challenge-completed', id: 'desafio' }),
    ]);
  });

  it('shows a refusal as the server worded it, without retrying or keeping it', async () => {
    const fetchMock = stubFetch({
      routes: {
        'POST /project-completed': {
          status: 403,
          body: { type: 'danger', message: 'Conclua os desafios anteriores para desbloquear.' },
        },
      },
    });
    const outcome = await submitCompletion({
      id: 'projeto',
      challengeType: 3,
      files: [],
      wait: noWait,
    });
    expect(outcome).toEqual({
      kind: 'refused',
      message: 'Conclua os desafios anteriores para desbloquear.',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(listFailedUpdates()).toEqual([]);
  });
});
