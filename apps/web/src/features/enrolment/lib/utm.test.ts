import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fetch-stub';
import { captureUtmParameters, readUtmParameters, sendStoredUtm } from './utm';

const KEY = 'escola:utm';

beforeEach(() => window.localStorage.clear());
afterEach(() => window.localStorage.clear());

const utmCalls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([input]) => String(input) === '/register-utm-data');

describe('UTM data of the first visit', () => {
  it('reads only the utm_* parameters, trimmed and cut to 200 characters', () => {
    expect(
      readUtmParameters(`?utm_source=%20instagram%20&gclid=x&utm_term=${'a'.repeat(250)}`),
    ).toEqual({ utm_source: 'instagram', utm_term: 'a'.repeat(200) });
    expect(readUtmParameters('?page=2')).toBeNull();
  });

  it('keeps the first touch: a later visit with other parameters changes nothing', () => {
    captureUtmParameters('?utm_source=instagram&utm_campaign=lancamento');
    captureUtmParameters('?utm_source=google');
    expect(JSON.parse(window.localStorage.getItem(KEY) ?? 'null')).toEqual({
      utm_source: 'instagram',
      utm_campaign: 'lancamento',
    });
  });

  it('sends the kept data once and removes it when the API took it', async () => {
    captureUtmParameters('?utm_source=instagram');
    const fetchMock = stubFetch({
      routes: {
        'PUT /register-utm-data': { body: { type: 'success', message: 'ok', stored: true } },
      },
    });
    await sendStoredUtm();
    await sendStoredUtm();
    expect(utmCalls(fetchMock)).toHaveLength(1);
    expect(JSON.parse(String(utmCalls(fetchMock)[0]?.[1]?.body))).toEqual({
      utmData: { utm_source: 'instagram' },
    });
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it('keeps the data for the next start when the API cannot be reached', async () => {
    captureUtmParameters('?utm_source=instagram');
    const fetchMock = stubFetch({ routes: { 'PUT /register-utm-data': 'network-error' } });
    await sendStoredUtm();
    expect(utmCalls(fetchMock)).toHaveLength(1);
    expect(window.localStorage.getItem(KEY)).not.toBeNull();
  });
});
