// Shows the flash a redirect named in the URL (`?flash=<key>`, docs/product/README.md: "incoming
// URL messages are parsed from the query and shown as toasts"), then takes the key out of the
// address so a reload or a shared link does not show it again. Only keys of URL_FLASHES count: a
// link cannot make the site say something of its author's choosing.
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { URL_FLASHES, URL_FLASH_PARAM, isUrlFlashKey } from '@escola/contracts/url-flash';
import { useFlash } from '../lib/flash';

export const UrlFlash = () => {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const { showFlash } = useFlash();

  useEffect(() => {
    const parameters = new URLSearchParams(search);
    const key = parameters.get(URL_FLASH_PARAM);
    if (key === null) return;
    if (isUrlFlashKey(key)) showFlash(URL_FLASHES[key]);
    parameters.delete(URL_FLASH_PARAM);
    const rest = parameters.toString();
    void navigate({ pathname, search: rest === '' ? '' : `?${rest}`, hash }, { replace: true });
  }, [pathname, search, hash, navigate, showFlash]);

  return null;
};
