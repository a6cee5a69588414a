// The consent banner for analytics cookies (LGPD, issue 19), rendered only when the deployment
// configured a tag manager (app/analytics-gate.tsx). Shown until the visitor chooses; "Aceitar"
// and "Recusar" weigh the same. Accepted (now or on an earlier visit): the tag manager is loaded.
// Refused: nothing is loaded. The footer's "Preferências de cookies" opens it again; withdrawing
// an acceptance removes the analytics cookies and reloads the page without the tag manager.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { COOKIE_PREFERENCES_EVENT } from '../../../lib/analytics';
import { readConsent, saveConsent, type ConsentChoice } from '../lib/consent-storage';
import { loadTagManager, unloadTagManager } from '../lib/load-tag-manager';
import './cookie-consent.css';

/** The room kept under the page while the banner is open (cookie-consent.css reads it). */
const CONSENT_SPACE_PROPERTY = '--cookie-consent-space';
/** The banner's distance from the bottom of the screen (--spacer-medium) and a little air. */
const BANNER_MARGIN_PX = 32;

const DATE_FORMAT = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short' });

export const CookieConsent = ({ tagManagerId }: { tagManagerId: string }) => {
  const { t } = useTranslation('consent');
  const headingId = useId();
  const region = useRef<HTMLElement>(null);
  const [consent, setConsent] = useState(readConsent);
  const [open, setOpen] = useState(consent === null);
  const [reopened, setReopened] = useState(false);
  const { pathname } = useLocation();

  // Once per page (a later path finds the script there): the current page's page_view goes first.
  useEffect(() => {
    if (consent?.choice === 'accepted') loadTagManager({ id: tagManagerId, pathname });
  }, [consent, tagManagerId, pathname]);

  useEffect(() => {
    const reopen = () => {
      setOpen(true);
      setReopened(true);
    };
    window.addEventListener(COOKIE_PREFERENCES_EVENT, reopen);
    return () => window.removeEventListener(COOKIE_PREFERENCES_EVENT, reopen);
  }, []);

  useEffect(() => {
    if (open && reopened) region.current?.focus();
  }, [open, reopened]);

  // While open, the page ends with room for the banner: nothing it covers (a form's last button)
  // is out of reach; the room follows the banner's height as the window changes.
  useEffect(() => {
    const banner = region.current;
    if (!open || !banner) return;
    const root = document.documentElement;
    const reserve = () =>
      root.style.setProperty(CONSENT_SPACE_PROPERTY, `${banner.offsetHeight + BANNER_MARGIN_PX}px`);
    reserve();
    window.addEventListener('resize', reserve);
    return () => {
      window.removeEventListener('resize', reserve);
      root.style.removeProperty(CONSENT_SPACE_PROPERTY);
    };
  }, [open]);

  if (!open) return null;

  const decide = (choice: ConsentChoice) => {
    const withdrawn = consent?.choice === 'accepted' && choice === 'refused';
    setConsent(saveConsent({ choice }));
    setOpen(false);
    if (withdrawn) unloadTagManager();
  };

  return (
    <section
      ref={region}
      className="cookie-consent"
      aria-labelledby={headingId}
      tabIndex={-1}
      data-testid="cookie-consent"
    >
      <h2 id={headingId} className="cookie-consent__title">
        {t('title')}
      </h2>
      <p>{t('purpose')}</p>
      <p>{t('change')}</p>
      {consent ? (
        <p className="cookie-consent__current">
          {t(consent.choice === 'accepted' ? 'currentAccepted' : 'currentRefused', {
            date: DATE_FORMAT.format(new Date(consent.decidedAt)),
          })}
        </p>
      ) : null}
      <div className="cookie-consent__actions">
        <Button onClick={() => decide('refused')}>{t('refuse')}</Button>
        <Button onClick={() => decide('accepted')}>{t('accept')}</Button>
        {consent ? (
          <Button variant="ghost" onClick={() => setOpen(false)}>
            {t('close')}
          </Button>
        ) : null}
      </div>
    </section>
  );
};
