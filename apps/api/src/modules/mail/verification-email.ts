// The e-mail that confirms an address (link valid for 24 hours): the one given at sign-up, a new
// one after an e-mail change, or the same again when the learner asks for another link.
import { escapeHtml, htmlButton, htmlLayout, type MailContent } from './mail-content';

export const VERIFICATION_EMAIL_SUBJECT = 'Confirme seu e-mail';

export type VerificationReason = 'sign-up' | 'email-change' | 'resend';

const INTROS: Record<VerificationReason, string> = {
  'sign-up': 'Sua conta foi criada. Para confirmar seu e-mail, abra o link abaixo:',
  'email-change':
    'Este passou a ser o e-mail da sua conta na Escola de Código. Para confirmá-lo, abra o link abaixo:',
  resend: 'Você pediu um novo link. Para confirmar seu e-mail, abra o link abaixo:',
};

export const verificationEmail = ({
  name,
  link,
  reason = 'sign-up',
}: {
  name: string;
  link: string;
  reason?: VerificationReason;
}): MailContent => {
  const greeting = `Olá, ${name}!`;
  const intro = INTROS[reason];
  const expiry = 'O link vale por 24 horas e só pode ser usado uma vez.';
  const ignore = 'Se você não criou esta conta, ignore esta mensagem.';
  return {
    subject: VERIFICATION_EMAIL_SUBJECT,
    text: [greeting, '', intro, link, '', expiry, ignore].join('\n'),
    html: htmlLayout({
      title: VERIFICATION_EMAIL_SUBJECT,
      body: [
        `<p>${escapeHtml(greeting)}</p>`,
        `<p>${escapeHtml(intro)}</p>`,
        htmlButton({ href: link, label: 'Confirmar e-mail' }),
        `<p>${escapeHtml(link)}</p>`,
        `<p>${escapeHtml(expiry)} ${escapeHtml(ignore)}</p>`,
      ].join('\n'),
    }),
  };
};
