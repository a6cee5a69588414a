// A campaign e-mail as it is sent (issue 20): the Markdown body rendered to HTML once per campaign
// (raw HTML in the body is shown as text, never run: markdown-it with `html: false`), the plain-text
// part being the Markdown itself; `{{link}}` (the platform) filled before rendering, so it can be a
// link's target, and `{{nome}}` per recipient (escaped in the HTML). Every e-mail ends with its
// recipient's unsubscribe link, also given in the List-Unsubscribe headers (RFC 2369 and 8058).
import MarkdownIt from 'markdown-it';
import { fillVariables } from '@escola/domain/email-campaigns';
import { escapeHtml, htmlLayout, type MailContent } from '../mail/mail-content';

const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });

/** Where `{{link}}` points: the learner's start page. */
export const campaignLinkOf = (publicUrl: string) => `${publicUrl}/learn`;

const UNSUBSCRIBE_NOTE =
  'Você recebe este e-mail porque aceitou receber novidades da Escola de Código. Para não receber mais:';
const UNSUBSCRIBE_LABEL = 'Cancelar o recebimento destes e-mails';
/** A placeholder no Markdown produces, swapped for the learner's name in the rendered HTML. */
const NAME_SLOT = '{{nome}}';

export type CampaignMail = MailContent & { headers: Record<string, string> };

export type PreparedCampaign = (recipient: {
  name: string;
  unsubscribeUrl: string;
}) => CampaignMail;

export const prepareCampaignEmail = ({
  subject,
  body,
  publicUrl,
}: {
  subject: string;
  body: string;
  publicUrl: string;
}): PreparedCampaign => {
  const link = campaignLinkOf(publicUrl);
  const bodyWithLink = fillVariables({ template: body, values: { nome: NAME_SLOT, link } });
  const renderedHtml = markdown.render(bodyWithLink);
  return ({ name, unsubscribeUrl }) => {
    const values = { nome: name, link };
    const filledSubject = fillVariables({ template: subject, values });
    const text = [
      fillVariables({ template: bodyWithLink, values }),
      '',
      '--',
      UNSUBSCRIBE_NOTE,
      unsubscribeUrl,
    ].join('\n');
    const html = htmlLayout({
      title: filledSubject,
      body: [
        renderedHtml.split(NAME_SLOT).join(escapeHtml(name)),
        '<hr>',
        `<p style="font-size: 12px; color: #555555;">${escapeHtml(UNSUBSCRIBE_NOTE)} <a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(UNSUBSCRIBE_LABEL)}</a></p>`,
      ].join('\n'),
    });
    return {
      subject: filledSubject,
      text,
      html,
      headers: {
        'List-Unsubscribe': `<${unsubscribeUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
  };
};
