// Rendered Markdown → plain text, for messages that are not HTML (a report line, a flash message,
// a failing test's words for the AI tutor): tags and the entities the sanitiser writes out, white
// space folded.
export const htmlToPlainText = (html: string): string =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
