// What every e-mail template returns: the subject and the same message as text and as HTML.
export type MailContent = { subject: string; text: string; html: string };

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);

/** The HTML frame shared by every template; `body` is already escaped HTML. */
export const htmlLayout = ({ title, body }: { title: string; body: string }): string =>
  [
    '<!doctype html>',
    '<html lang="pt-BR">',
    '<head><meta charset="utf-8"><title>' + escapeHtml(title) + '</title></head>',
    '<body style="font-family: Arial, sans-serif; line-height: 1.5; color: #1b1b32;">',
    body,
    '</body>',
    '</html>',
  ].join('\n');

export const htmlButton = ({ href, label }: { href: string; label: string }): string =>
  `<p><a href="${escapeHtml(href)}" style="display: inline-block; padding: 10px 16px; background: #0a0a23; color: #ffffff; text-decoration: none;">${escapeHtml(label)}</a></p>`;
