// Issue 19: the analytics data layer only after consent (LGPD). The whole app is rendered over a
// stubbed GET /api/features; what is checked is what reaches the page: the banner, the tag
// manager's <script> and window.dataLayer.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_FEATURE_CONFIG } from '@escola/contracts/get-features';
import { connectDataLayer, track } from '../../../lib/analytics';
import { FEATURES_QUERY_KEY } from '../../../lib/features';
import { PAGE_LOAD } from '../../../test/page-load';
import { renderApp } from '../../../test/render-app';
import { CONSENT_NOTICE_VERSION, CONSENT_STORAGE_KEY } from '../lib/consent-storage';
import { reloadPage } from '../lib/reload-page';

vi.mock('../lib/reload-page', () => ({ reloadPage: vi.fn() }));

const TAG_MANAGER_ID = 'GTM-TEST123';
const FEATURES = 'GET /api/features';
const withTagManager = {
  [FEATURES]: {
    body: {
      config: DEFAULT_FEATURE_CONFIG,
      updatedAt: null,
      linkedProductTitle: null,
      tagManagerId: TAG_MANAGER_ID,
    },
  },
};

const tagManagerScripts = () =>
  [...document.querySelectorAll('script')].filter((script) =>
    script.src.startsWith('https://www.googletagmanager.com/'),
  );
const dataLayerEvents = () => window.dataLayer?.map((entry) => entry.event);
const pageViews = () => window.dataLayer?.filter((entry) => entry.event === 'page_view');
const storedChoice = () =>
  (JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null') as { choice?: string })
    ?.choice;
const storeChoice = (choice: string, version = CONSENT_NOTICE_VERSION) =>
  window.localStorage.setItem(
    CONSENT_STORAGE_KEY,
    JSON.stringify({ version, choice, decidedAt: '2026-11-20T12:00:00.000Z' }),
  );
const findBanner = () => screen.findByRole('region', { name: 'Cookies de análise' }, PAGE_LOAD);
const signInHeading = () => screen.findByRole('heading', { level: 1, name: /^Entrar$/ }, PAGE_LOAD);

afterEach(() => {
  for (const script of tagManagerScripts()) script.remove();
  delete window.dataLayer;
  connectDataLayer(null);
  window.localStorage.clear();
  document.cookie = '_ga=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  vi.mocked(reloadPage).mockClear();
});

describe('analytics consent without a tag manager configured (the default)', () => {
  it('shows no banner, no footer link, loads nothing and drops events', async () => {
    const { queryClient } = renderApp({ path: '/sign-in' });
    await signInHeading();
    await waitFor(() => expect(queryClient.getQueryData(FEATURES_QUERY_KEY)).toBeDefined());
    track('sign_up', { method: 'email' });
    expect(screen.queryByRole('region', { name: 'Cookies de análise' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Preferências de cookies' })).toBeNull();
    expect(tagManagerScripts()).toEqual([]);
    expect(window.dataLayer).toBeUndefined();
  });
});

describe('analytics consent with a tag manager configured', () => {
  it('asks first, with the two choices side by side, and loads nothing before an answer', async () => {
    renderApp({ path: '/sign-in', routes: withTagManager });
    const banner = await findBanner();
    expect(within(banner).getByRole('button', { name: 'Aceitar' }).className).toBe(
      within(banner).getByRole('button', { name: 'Recusar' }).className,
    );
    track('challenge_completed', { challenge_id: 'a' });
    expect(tagManagerScripts()).toEqual([]);
    expect(window.dataLayer).toBeUndefined();
    expect(storedChoice()).toBeUndefined();
  });

  it('keeps room under the page while open, so the banner covers nothing for good', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/sign-in', routes: withTagManager });
    const banner = await findBanner();
    const space = () => document.documentElement.style.getPropertyValue('--cookie-consent-space');
    // jsdom lays nothing out: the banner measures 0 px, plus its margin.
    expect(space()).toBe('32px');
    await user.click(within(banner).getByRole('button', { name: 'Recusar' }));
    expect(space()).toBe('');
  });

  it('loads the tag manager on acceptance and pushes the page views and events from then on', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/sign-in', routes: withTagManager });
    track('sign_up', { method: 'email' });
    await user.click(within(await findBanner()).getByRole('button', { name: 'Aceitar' }));

    expect(screen.queryByRole('region', { name: 'Cookies de análise' })).toBeNull();
    expect(tagManagerScripts().map((script) => script.src)).toEqual([
      `https://www.googletagmanager.com/gtm.js?id=${TAG_MANAGER_ID}`,
    ]);
    expect(storedChoice()).toBe('accepted');
    // The event before the answer was dropped, not held.
    expect(dataLayerEvents()).toEqual(['gtm.js', 'page_view']);
    expect(pageViews()).toEqual([
      {
        event: 'page_view',
        page_path: '/sign-in',
        page_location: `${window.location.origin}/sign-in`,
      },
    ]);

    await user.click(screen.getByRole('link', { name: /Esqueceu|Esqueci/ }));
    await waitFor(() =>
      expect(pageViews()?.map((view) => view.page_path)).toEqual(['/sign-in', '/forgot-password']),
    );
    track('certificate_claimed', { certification: 'react' });
    expect(window.dataLayer?.at(-1)).toEqual({
      event: 'certificate_claimed',
      certification: 'react',
    });
  });

  it('loads nothing on refusal, now or on the next page', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/sign-in', routes: withTagManager });
    await user.click(within(await findBanner()).getByRole('button', { name: 'Recusar' }));
    expect(screen.queryByRole('region', { name: 'Cookies de análise' })).toBeNull();
    expect(storedChoice()).toBe('refused');
    await user.click(screen.getByRole('link', { name: /Esqueceu|Esqueci/ }));
    await screen.findByRole('heading', { level: 1, name: /senha/i }, PAGE_LOAD);
    track('sign_up', { method: 'email' });
    expect(tagManagerScripts()).toEqual([]);
    expect(window.dataLayer).toBeUndefined();
  });

  it('keeps an earlier acceptance on a new visit: no banner, the tag manager loads', async () => {
    storeChoice('accepted');
    renderApp({ path: '/sign-in', routes: withTagManager });
    await waitFor(() => expect(tagManagerScripts()).toHaveLength(1), PAGE_LOAD);
    expect(pageViews()?.map((view) => view.page_path)).toEqual(['/sign-in']);
    expect(screen.queryByRole('region', { name: 'Cookies de análise' })).toBeNull();
  });

  it('keeps an earlier refusal on a new visit: no banner, nothing loaded', async () => {
    storeChoice('refused');
    renderApp({ path: '/sign-in', routes: withTagManager });
    await screen.findByRole('button', { name: 'Preferências de cookies' }, PAGE_LOAD);
    expect(screen.queryByRole('region', { name: 'Cookies de análise' })).toBeNull();
    expect(tagManagerScripts()).toEqual([]);
    expect(window.dataLayer).toBeUndefined();
  });

  it('asks again when the choice was made under an older notice, loading nothing meanwhile', async () => {
    storeChoice('accepted', CONSENT_NOTICE_VERSION - 1);
    renderApp({ path: '/sign-in', routes: withTagManager });
    await findBanner();
    expect(tagManagerScripts()).toEqual([]);
    expect(window.dataLayer).toBeUndefined();
  });

  it('lets the visitor change the choice in the footer; a withdrawal removes the cookies and reloads', async () => {
    const user = userEvent.setup();
    storeChoice('accepted');
    document.cookie = '_ga=GA1.1.123.456; path=/';
    document.cookie = 'outro=fica; path=/';
    renderApp({ path: '/sign-in', routes: withTagManager });
    await waitFor(() => expect(tagManagerScripts()).toHaveLength(1), PAGE_LOAD);

    await user.click(screen.getByRole('button', { name: 'Preferências de cookies' }));
    const banner = await findBanner();
    expect(banner).toHaveFocus();
    expect(within(banner).getByText('Sua escolha atual: aceitos em 20/11/2026.')).toBeVisible();
    await user.click(within(banner).getByRole('button', { name: 'Recusar' }));

    expect(storedChoice()).toBe('refused');
    expect(document.cookie).not.toContain('_ga=');
    expect(document.cookie).toContain('outro=fica');
    expect(reloadPage).toHaveBeenCalledTimes(1);
    const before = window.dataLayer?.length;
    track('sign_up', { method: 'email' });
    expect(window.dataLayer?.length).toBe(before);
    document.cookie = 'outro=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('closes without changing an earlier choice', async () => {
    const user = userEvent.setup();
    storeChoice('refused');
    renderApp({ path: '/sign-in', routes: withTagManager });
    await user.click(
      await screen.findByRole('button', { name: 'Preferências de cookies' }, PAGE_LOAD),
    );
    await user.click(within(await findBanner()).getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('region', { name: 'Cookies de análise' })).toBeNull();
    expect(storedChoice()).toBe('refused');
    expect(tagManagerScripts()).toEqual([]);
  });
});
