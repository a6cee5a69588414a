// The section navigation of /settings: in-page links to every section (a sticky side list on wide
// screens, a horizontally scrollable row on narrow ones). The section in view is marked with
// aria-current="location" (an IntersectionObserver); following a link moves focus to the
// section's heading, so keyboard and screen-reader users land where they asked to go.
import { useEffect, useId, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

export type SettingsNavSection = { id: string; title: string };

/** The band of the viewport (from 20 % to 30 % of its height) where a section counts as current. */
const CURRENT_BAND = '-20% 0px -70% 0px';

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Scrolls the section into view and focuses its heading (made focusable for the purpose). */
export const goToSection = (id: string, { smooth = true } = {}) => {
  const section = document.getElementById(id);
  if (!section) return;
  const heading = section.querySelector<HTMLElement>('h2') ?? section;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  section.scrollIntoView({
    behavior: smooth && !prefersReducedMotion() ? 'smooth' : 'auto',
    block: 'start',
  });
};

/** The id of the section in the current band: the first intersecting one, in page order. */
const useCurrentSection = (ids: readonly string[]) => {
  const [current, setCurrent] = useState(ids[0] ?? '');
  const key = ids.join(' ');
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return undefined;
    const sectionIds = key.split(' ');
    const inBand = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) inBand.add(entry.target.id);
          else inBand.delete(entry.target.id);
        }
        const first = sectionIds.find((id) => inBand.has(id));
        if (first) setCurrent(first);
      },
      { rootMargin: CURRENT_BAND },
    );
    // The last sections are short: at the very bottom of the page they never reach the band.
    const onScroll = () => {
      const atBottom =
        window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      const last = sectionIds.at(-1);
      if (atBottom && last) setCurrent(last);
    };
    for (const id of sectionIds) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', onScroll);
    };
  }, [key]);
  return [current, setCurrent] as const;
};

export const SettingsSectionNav = ({ sections }: { sections: readonly SettingsNavSection[] }) => {
  const { t } = useTranslation('settings');
  const labelId = useId();
  const [current, setCurrent] = useCurrentSection(sections.map((section) => section.id));

  // A link from elsewhere (/settings#sessoes): the sections exist once this renders.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id && document.getElementById(id)) goToSection(id, { smooth: false });
  }, []);

  const handleClick = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    event.preventDefault();
    setCurrent(id);
    goToSection(id);
    // Keep the router's history state; only the fragment changes (shareable, reload-safe).
    window.history.replaceState(window.history.state, '', `#${id}`);
  };

  return (
    <nav className="settings-nav" aria-labelledby={labelId}>
      <p id={labelId} className="settings-nav__label">
        {t('sectionNav.label')}
      </p>
      <ul className="settings-nav__list">
        {sections.map((section) => (
          <li key={section.id}>
            <a
              className="settings-nav__link"
              href={`#${section.id}`}
              aria-current={section.id === current ? 'location' : undefined}
              onClick={(event) => handleClick(event, section.id)}
            >
              {section.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
};
