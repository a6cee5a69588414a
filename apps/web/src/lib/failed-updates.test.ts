import { afterEach, describe, expect, it } from 'vitest';
import { stubFetch } from '../test/fetch-stub';
import { listFailedUpdates, replayFailedUpdates, storeFailedUpdate } from './failed-updates';

const noWait = async () => undefined;
const completion = (id: string) => ({
  endpoint: '/modern-challenge-completed',
  payload: { id, challengeType: 1 },
  id,
});

afterEach(() => localStorage.clear());

describe('replayFailedUpdates', () => {
  it('sends each kept update again and forgets those the server took', async () => {
    storeFailedUpdate(completion('a'));
    storeFailedUpdate(completion('b'));
    const fetchMock = stubFetch({
      routes: { 'POST /modern-challenge-completed': { body: { points: 70 } } },
    });
    const delays: number[] = [];
    expect(await replayFailedUpdates({ wait: async (ms) => void delays.push(ms) })).toBe(2);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(delays).toEqual([100, 200]);
    expect(listFailedUpdates()).toEqual([]);
    expect(localStorage.getItem('fcc-failed-updates')).toBeNull();
  });

  it('keeps what could not reach the server, and forgets what the server refused', async () => {
    storeFailedUpdate(completion('offline'));
    stubFetch({ routes: { 'POST /modern-challenge-completed': 'network-error' } });
    expect(await replayFailedUpdates({ wait: noWait })).toBe(0);
    expect(listFailedUpdates()).toHaveLength(1);

    stubFetch({
      routes: {
        'POST /modern-challenge-completed': {
          status: 404,
          body: { type: 'danger', message: 'Desafio não encontrado.' },
        },
      },
    });
    expect(await replayFailedUpdates({ wait: noWait })).toBe(0);
    expect(listFailedUpdates()).toEqual([]);
  });
});
