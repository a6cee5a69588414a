import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_LOAD } from '../../../test/page-load';
import { renderApp } from '../../../test/render-app';
import { createSessionUser } from '../../../test/session-user-fixture';

const KEY = 'escola:utm';
const ROUTE = 'PUT /register-utm-data';

afterEach(() => window.localStorage.clear());

describe('UTM data sent after sign-in', () => {
  it('sends the kept UTM data once a learner is signed in, then forgets it', async () => {
    window.localStorage.setItem(KEY, JSON.stringify({ utm_source: 'instagram' }));
    const { fetchMock } = renderApp({
      path: '/settings',
      user: createSessionUser(),
      routes: { [ROUTE]: { body: { type: 'success', message: 'ok', stored: true } } },
    });
    await waitFor(() => expect(window.localStorage.getItem(KEY)).toBeNull(), PAGE_LOAD);
    const calls = fetchMock.mock.calls.filter(([input]) => String(input) === '/register-utm-data');
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0]?.[1]?.body))).toEqual({
      utmData: { utm_source: 'instagram' },
    });
  });

  it('keeps it while nobody is signed in', async () => {
    window.localStorage.setItem(KEY, JSON.stringify({ utm_source: 'instagram' }));
    const { fetchMock } = renderApp({ path: '/sign-in' });
    await screen.findByRole('heading', { level: 1, name: /^Entrar$/ }, PAGE_LOAD);
    expect(
      fetchMock.mock.calls.filter(([input]) => String(input) === '/register-utm-data'),
    ).toHaveLength(0);
    expect(window.localStorage.getItem(KEY)).not.toBeNull();
  });
});
