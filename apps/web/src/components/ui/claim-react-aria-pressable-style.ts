// React Aria's usePress adds a <style id="react-aria-pressable-style"> to <head> when the first
// pressable mounts (a button, tab, calendar day…), unless an element with that id is there already.
// The Content-Security-Policy refuses inline styles (style-src 'self' and the app shell's hashes):
// Chromium logged a violation on every page with a React Aria component. Every module of ours
// that imports react-aria-components imports this one, which runs before any of them mounts: it
// takes the id with a link to our stylesheet of the same rule (react-aria-pressable.css), so
// React Aria injects nothing.
import pressableStyleUrl from './react-aria-pressable.css?url';

export const REACT_ARIA_PRESSABLE_STYLE_ID = 'react-aria-pressable-style';

export const claimReactAriaPressableStyle = (ownerDocument: Document) => {
  if (ownerDocument.getElementById(REACT_ARIA_PRESSABLE_STYLE_ID)) return;
  const link = ownerDocument.createElement('link');
  link.id = REACT_ARIA_PRESSABLE_STYLE_ID;
  link.rel = 'stylesheet';
  link.href = pressableStyleUrl;
  // First in <head>, where React Aria puts its own: the rule stays under every other stylesheet.
  ownerDocument.head.prepend(link);
};

// Not while prerendering (vite-prerender.ts renders pages without a document).
if (typeof document !== 'undefined') claimReactAriaPressableStyle(document);
