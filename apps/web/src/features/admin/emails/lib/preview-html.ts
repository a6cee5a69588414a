// The rendered e-mail as the preview shows it inside the page: the body of the server's HTML
// (markdown-it output, raw HTML already escaped there) cut down once more to the elements Markdown
// produces, with no attribute but a link's http(s)/mailto target and an image's https source and
// text. Inline styles go too: the page's Content-Security-Policy refuses them, and the layout of
// the e-mail itself is what the test e-mail shows.
const ALLOWED_TAGS = new Set(
  'A B BLOCKQUOTE BR CODE DEL EM H1 H2 H3 H4 H5 H6 HR I IMG LI OL P PRE S STRONG TABLE TBODY TD TH THEAD TR UL'.split(
    ' ',
  ),
);
const DROPPED_TAGS = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'IFRAME', 'OBJECT', 'TITLE', 'HEAD']);
const SAFE_LINK = /^(https?:|mailto:)/i;
const SAFE_IMAGE = /^https:/i;

const cleanElement = (element: Element): void => {
  for (const child of Array.from(element.children)) {
    if (DROPPED_TAGS.has(child.tagName)) {
      child.remove();
      continue;
    }
    cleanElement(child);
    if (!ALLOWED_TAGS.has(child.tagName)) {
      child.replaceWith(...Array.from(child.childNodes));
      continue;
    }
    const href = child.tagName === 'A' ? child.getAttribute('href') : null;
    const src = child.tagName === 'IMG' ? child.getAttribute('src') : null;
    const alt = child.getAttribute('alt');
    for (const attribute of Array.from(child.attributes)) child.removeAttribute(attribute.name);
    if (href !== null && SAFE_LINK.test(href)) {
      child.setAttribute('href', href);
      child.setAttribute('target', '_blank');
      child.setAttribute('rel', 'noopener noreferrer');
    }
    if (src !== null && SAFE_IMAGE.test(src)) child.setAttribute('src', src);
    if (child.tagName === 'IMG') child.setAttribute('alt', alt ?? '');
  }
};

/**
 * Style attributes, taken out before parsing: Chromium checks a parsed document's inline styles
 * against the page's policy and logs each one refused. The server escapes quotes inside attribute
 * values, so a double-quoted value ends at the next quote.
 */
const STYLE_ATTRIBUTE = /\sstyle\s*=\s*("[^"]*"|'[^']*')/gi;

export const toPreviewHtml = (html: string): string => {
  const document = new DOMParser().parseFromString(html.replace(STYLE_ATTRIBUTE, ''), 'text/html');
  cleanElement(document.body);
  return document.body.innerHTML;
};
