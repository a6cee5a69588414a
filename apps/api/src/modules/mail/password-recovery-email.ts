// The e-mail with the password recovery link (valid for 1 hour).
import { escapeHtml, htmlButton, htmlLayout, type MailContent } from './mail-content';

export const PASSWORD_RECOVERY_EMAIL_SUBJECT = 'Recuperação de senha';

export const passwordRecoveryEmail = ({
  name,
  link,
}: {
  name: string;
  link: string;
}): MailContent => {
  const greeting = name === '' ? 'Olá!' : `Olá, ${name}!`;
  const intro =
    'Recebemos um pedido para criar uma nova senha. Para continuar, abra o link abaixo:';
  const expiry = 'O link vale por 1 hora e só pode ser usado uma vez.';
  const ignore = 'Se você não fez este pedido, ignore esta mensagem: sua senha continua a mesma.';
  return {
    subject: PASSWORD_RECOVERY_EMAIL_SUBJECT,
    text: [greeting, '', intro, link, '', expiry, ignore].join('\n'),
    html: htmlLayout({
      title: PASSWORD_RECOVERY_EMAIL_SUBJECT,
      body: [
        `<p>${escapeHtml(greeting)}</p>`,
        `<p>${escapeHtml(intro)}</p>`,
        htmlButton({ href: link, label: 'Criar nova senha' }),
        `<p>${escapeHtml(link)}</p>`,
        `<p>${escapeHtml(expiry)} ${escapeHtml(ignore)}</p>`,
      ].join('\n'),
    }),
  };
};
