// An e-mail written in Markdown (issue 20: campaigns and automatic e-mails), rendered once and then
// filled per message. Raw HTML in the body is shown as text, never run (markdown-it, `html: false`).
// Two kinds of variable: `links` (the platform's own URLs) are filled before rendering, so they can
// be a link's target; `texts` (names, addresses: what people typed) are filled after it, escaped
// in the HTML, so a name can never become Markdown or HTML. The plain-text part is the Markdown,
// its links written out as "label: URL" (a bare URL, which every mail client and reader can open).
import MarkdownIt from 'markdown-it';
import { fillVariables } from '@escola/domain/email-campaigns';
import { escapeHtml, htmlLayout, type MailContent } from './mail-content';

const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });

/** A closing part added below the body, e.g. a campaign's unsubscribe note. */
export type MailFooter = { text: string; html: string };

export type PreparedMarkdownEmail = (message: {
  texts: Readonly<Record<string, string>>;
  footer?: MailFooter;
}) => MailContent;

const slotOf = (name: string) => `{{${name}}}`;

/** `[label](url)` (or an image's `![label](url)`) in the Markdown. */
const MARKDOWN_LINK = /!?\[([^\]\n]*)\]\(([^()\s]+)\)/g;

const withBareLinks = (markdownText: string) =>
  markdownText.replace(MARKDOWN_LINK, (_whole, label: string, url: string) =>
    label.trim() === '' ? url : `${label}: ${url}`,
  );

export const prepareMarkdownEmail = ({
  subject,
  body,
  links,
  textVariables,
}: {
  subject: string;
  body: string;
  links: Readonly<Record<string, string>>;
  /** The variables filled per message (`{{ nome }}` is read as `{{nome}}`). */
  textVariables: readonly string[];
}): PreparedMarkdownEmail => {
  const slots = Object.fromEntries(textVariables.map((name) => [name, slotOf(name)]));
  const bodyWithLinks = fillVariables({ template: body, values: { ...slots, ...links } });
  const renderedHtml = markdown.render(bodyWithLinks);
  const textTemplate = withBareLinks(bodyWithLinks);
  const slotPattern = new RegExp(
    textVariables.map((name) => slotOf(name).replace(/[{}]/g, '\\$&')).join('|'),
    'g',
  );
  return ({ texts, footer }) => {
    const values = { ...texts, ...links };
    const filledSubject = fillVariables({ template: subject, values });
    const bodyHtml =
      textVariables.length === 0
        ? renderedHtml
        : renderedHtml.replace(slotPattern, (slot) => escapeHtml(texts[slot.slice(2, -2)] ?? ''));
    const filledText = fillVariables({ template: textTemplate, values });
    return {
      subject: filledSubject,
      text: footer ? [filledText, '', '--', footer.text].join('\n') : filledText,
      html: htmlLayout({
        title: filledSubject,
        body: footer ? [bodyHtml, '<hr>', footer.html].join('\n') : bodyHtml,
      }),
    };
  };
};
