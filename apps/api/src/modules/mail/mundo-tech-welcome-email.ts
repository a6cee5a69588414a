// The welcome e-mail a learner receives after the Mundo Tech challenge, the first step of the
// course: what comes next and where to go on.
import { escapeHtml, htmlButton, htmlLayout, type MailContent } from './mail-content';

export const MUNDO_TECH_WELCOME_SUBJECT = 'Boas-vindas à Escola de Código!';

export const mundoTechWelcomeEmail = ({
  name,
  learnLink,
}: {
  name: string;
  learnLink: string;
}): MailContent => {
  const greeting = name.trim() ? `Olá, ${name.trim()}!` : 'Olá!';
  const paragraphs = [
    'Você concluiu o Mundo Tech, o primeiro passo da sua jornada na programação. Parabéns!',
    'Daqui em diante, cada desafio tem instruções, um editor no navegador e testes que dizem na hora se o seu código está certo. Cada desafio concluído vale pontos.',
    'Siga a trilha na ordem, no seu ritmo: quando travar, releia a explicação, rode os testes de novo e peça ajuda à equipe de suporte se precisar.',
  ];
  return {
    subject: MUNDO_TECH_WELCOME_SUBJECT,
    text: [
      greeting,
      '',
      ...paragraphs.flatMap((line) => [line, '']),
      `Continue em: ${learnLink}`,
    ].join('\n'),
    html: htmlLayout({
      title: MUNDO_TECH_WELCOME_SUBJECT,
      body: [
        `<p>${escapeHtml(greeting)}</p>`,
        ...paragraphs.map((line) => `<p>${escapeHtml(line)}</p>`),
        htmlButton({ href: learnLink, label: 'Continuar estudando' }),
      ].join('\n'),
    }),
  };
};
