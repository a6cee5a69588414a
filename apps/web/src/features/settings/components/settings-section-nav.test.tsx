import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { createSessionUser } from '../../../test/session-user-fixture';
import { PAGE_LOAD } from '../../../test/page-load';

const openNav = async () => {
  renderApp({ path: '/settings', user: createSessionUser() });
  return within(await screen.findByRole('navigation', { name: 'Nesta página' }, PAGE_LOAD));
};

describe('settings section navigation', () => {
  beforeEach(() => {
    // jsdom lays nothing out: scrolling is a no-op there.
    Element.prototype.scrollIntoView = vi.fn();
  });

  it('links to every section of the page, by the section’s own heading', async () => {
    const nav = await openNav();
    const sectionHeadings = screen
      .getAllByRole('heading', { level: 2 })
      .filter((heading) => heading.closest('.settings-anchor'));
    const links = nav.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(
      sectionHeadings.map((heading) => heading.textContent),
    );
    expect(links.length).toBeGreaterThanOrEqual(15);
    for (const [index, link] of links.entries()) {
      const id = link.getAttribute('href')?.slice(1) ?? '';
      expect(document.getElementById(id)).toContainElement(sectionHeadings[index] ?? null);
    }
    // The first section is the current one before any scrolling.
    expect(links[0]).toHaveAttribute('aria-current', 'location');
  });

  it('moves focus to the section heading and marks the link current', async () => {
    const nav = await openNav();
    const sessions = nav.getByRole('link', { name: 'Sessões ativas' });
    await userEvent.click(sessions);
    expect(screen.getByRole('heading', { level: 2, name: 'Sessões ativas' })).toHaveFocus();
    expect(sessions).toHaveAttribute('aria-current', 'location');
    expect(nav.getAllByRole('link').filter((link) => link.hasAttribute('aria-current'))).toEqual([
      sessions,
    ]);
    expect(window.location.hash).toBe('#sessoes');
  });
});
