// The e-mail that confirms the address given at sign-up (link valid for 24 hours).
import { escapeHtml, htmlButton, htmlLayout, type MailContent } from './mail-content';

export const VERIFICATION_EMAIL_SUBJECT = 'Confirme seu e-mail';

export const verificationEmail = ({ name, link }: { name: string; link: string }): MailContent => {
  const greeting = `Olá, ${name}!`;
  const intro = 'Sua conta foi criada. Para confirmar seu e-mail, abra o link abaixo:';
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
