// Markdown → sanitised HTML, the only way content text reaches the page data. markdown-it renders
// (raw HTML allowed, then cleaned), sanitize-html keeps an allowlist: code blocks keep their
// `language-xx` class, external links open in a new tab without an opener.
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

const markdown = new MarkdownIt({ html: true, linkify: false, typographer: false });

const EXTERNAL_LINK = /^https?:\/\//i;

const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'del', 'details', 'summary'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    code: ['class'],
    ol: ['start'],
    th: ['align', 'style'],
    td: ['align', 'style'],
  },
  allowedClasses: { code: ['language-*'] },
  allowedStyles: { '*': { 'text-align': [/^(left|right|center)$/] } },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attributes) => {
      if (!EXTERNAL_LINK.test(attributes.href ?? '')) return { tagName, attribs: attributes };
      return {
        tagName,
        attribs: { ...attributes, target: '_blank', rel: 'noopener noreferrer' },
      };
    },
  },
};

/** Sanitised HTML of a Markdown fragment; '' for blank input. */
export const renderMarkdown = (source: string): string => {
  if (source.trim() === '') return '';
  return sanitizeHtml(markdown.render(source), SANITIZE_OPTIONS).trim();
};

/** The markdown-it block tokens of a fragment (each with `map`: its 0-based [first, end) lines). */
export const parseMarkdownBlocks = (source: string) => markdown.parse(source, {});
