// How the account flows send an automatic e-mail (issue 20, decision 046): subject and body read
// from `automatic_emails` at send time, rendered from Markdown (mail/markdown-email.ts) with the
// e-mail's values; nothing is sent while the e-mail is switched off. Transactional: no unsubscribe
// link, no List-Unsubscribe header, and a learner's `sendQuincyEmail` does not matter.
import type { AutomaticEmailId, AutomaticEmailValues } from '@escola/domain/automatic-emails';
import type { Mailer } from '../../plugins/mailer';
import type { MailContent } from '../mail/mail-content';
import { prepareMarkdownEmail } from '../mail/markdown-email';
import type { DatabaseExecutor } from '@escola/db/client';
import { findAutomaticEmailContent } from './repository';

/** The platform's URLs, filled before rendering so that they can be a link's target. */
const LINK_VARIABLES = ['link'] as const;

export type AutomaticEmailOutcome = 'sent' | 'inactive';

/** An automatic e-mail's subject and Markdown body, rendered with its values. */
export const renderAutomaticEmail = ({
  subject,
  body,
  values,
}: {
  subject: string;
  body: string;
  values: AutomaticEmailValues;
}): MailContent => {
  const entries = Object.entries(values).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  );
  const isLink = ([name]: [string, string]) => (LINK_VARIABLES as readonly string[]).includes(name);
  const texts = Object.fromEntries(entries.filter((entry) => !isLink(entry)));
  return prepareMarkdownEmail({
    subject,
    body,
    links: Object.fromEntries(entries.filter(isLink)),
    textVariables: Object.keys(texts),
  })({ texts });
};

export const sendAutomaticEmail = async ({
  db,
  mailer,
  id,
  to,
  values,
}: {
  db: DatabaseExecutor;
  mailer: Pick<Mailer, 'send'>;
  id: AutomaticEmailId;
  to: string;
  values: AutomaticEmailValues;
}): Promise<AutomaticEmailOutcome> => {
  const email = await findAutomaticEmailContent({ db, id });
  if (!email) throw new Error(`e-mail automático ${id} não existe na tabela automatic_emails`);
  if (!email.isActive) return 'inactive';
  await mailer.send({ to, ...renderAutomaticEmail({ ...email, values }) });
  return 'sent';
};
