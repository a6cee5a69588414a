// The e-mail the support team receives when a learner reports a profile.
import { SCHOOL_TIME_ZONE } from '@escola/domain/constants';
import { escapeHtml, htmlButton, htmlLayout, type MailContent } from './mail-content';

export type ReportedPerson = { username: string; name: string; email: string };

export const userReportEmailSubject = (reportedUsername: string): string =>
  `Denúncia de perfil: ${reportedUsername}`;

export const userReportEmail = ({
  reporter,
  reported,
  reportDescription,
  profileLink,
  reportId,
  reportedAt,
}: {
  reporter: ReportedPerson;
  reported: ReportedPerson;
  reportDescription: string;
  profileLink: string;
  reportId: string;
  reportedAt: Date;
}): MailContent => {
  const subject = userReportEmailSubject(reported.username);
  const describe = (person: ReportedPerson) =>
    `${person.name || '(sem nome)'} — usuário ${person.username} — ${person.email}`;
  const when = reportedAt.toLocaleString('pt-BR', { timeZone: SCHOOL_TIME_ZONE });
  const intro = 'Um perfil foi denunciado na plataforma. Analise e tome as providências.';
  const lines = [
    `Perfil denunciado: ${describe(reported)}`,
    `Denunciado por: ${describe(reporter)}`,
    `Data: ${when} (horário de Brasília)`,
    `Protocolo: ${reportId}`,
  ];
  const reply =
    'Para falar com quem denunciou, escreva para o e-mail dessa pessoa, indicado acima.';
  return {
    subject,
    text: [intro, '', ...lines, '', 'Descrição:', reportDescription, '', profileLink, reply].join(
      '\n',
    ),
    html: htmlLayout({
      title: subject,
      body: [
        `<p>${escapeHtml(intro)}</p>`,
        `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
        '<p><strong>Descrição:</strong></p>',
        `<blockquote style="white-space: pre-wrap;">${escapeHtml(reportDescription)}</blockquote>`,
        htmlButton({ href: profileLink, label: 'Abrir o perfil denunciado' }),
        `<p>${escapeHtml(reply)}</p>`,
      ].join('\n'),
    }),
  };
};
