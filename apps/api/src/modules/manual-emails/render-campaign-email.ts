// A campaign e-mail as it is sent (issue 20): the Markdown body rendered once per campaign
// (mail/markdown-email.ts), `{{link}}` the platform and `{{nome}}` filled per recipient. Every
// e-mail ends with its recipient's unsubscribe link, also given in the List-Unsubscribe headers
// (RFC 2369 and 8058).
import { escapeHtml, type MailContent } from '../mail/mail-content';
import { prepareMarkdownEmail } from '../mail/markdown-email';

/** Where `{{link}}` points: the learner's start page. */
export const campaignLinkOf = (publicUrl: string) => `${publicUrl}/learn`;

const UNSUBSCRIBE_NOTE =
  'Você recebe este e-mail porque aceitou receber novidades da Escola de Código. Para não receber mais:';
const UNSUBSCRIBE_LABEL = 'Cancelar o recebimento destes e-mails';

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
  const prepared = prepareMarkdownEmail({
    subject,
    body,
    links: { link: campaignLinkOf(publicUrl) },
    textVariables: ['nome'],
  });
  return ({ name, unsubscribeUrl }) => ({
    ...prepared({
      texts: { nome: name },
      footer: {
        text: [UNSUBSCRIBE_NOTE, unsubscribeUrl].join('\n'),
        html: `<p style="font-size: 12px; color: #555555;">${escapeHtml(UNSUBSCRIBE_NOTE)} <a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(UNSUBSCRIBE_LABEL)}</a></p>`,
      },
    }),
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  });
};
