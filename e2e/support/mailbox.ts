// Journeys read the e-mails the app really sent (over SMTP to the run's mail drop, mail-drop.ts).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { mailFolder, type StoredMail } from './mail-drop';
import { readStateDirectory } from './run-environment';

export type ReceivedMail = StoredMail & {
  /** Every http(s) link of the text part, in order. */
  links: string[];
};

const WAIT_STEP_MS = 100;
const DEFAULT_TIMEOUT_MS = 10_000;

const readMails = (): ReceivedMail[] => {
  const folder = mailFolder(readStateDirectory());
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const stored = JSON.parse(readFileSync(path.join(folder, name), 'utf8')) as StoredMail;
      return { ...stored, links: stored.text.match(/https?:\/\/[^\s<>"]+/g) ?? [] };
    });
};

/** Every message sent to `to` so far, oldest first. */
export const mailsTo = (to: string): ReceivedMail[] =>
  readMails().filter((mail) => mail.to.includes(to.toLowerCase()));

/** The latest message to `to` (whose subject contains `subjectIncludes`), waiting for it. */
export async function waitForMail({
  to,
  subjectIncludes = '',
  timeoutMs = DEFAULT_TIMEOUT_MS,
}: {
  to: string;
  subjectIncludes?: string;
  timeoutMs?: number;
}): Promise<ReceivedMail> {
  for (let waited = 0; waited <= timeoutMs; waited += WAIT_STEP_MS) {
    const found = mailsTo(to).findLast((mail) => mail.subject.includes(subjectIncludes));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }
  throw new Error(`nenhum e-mail "${subjectIncludes}" chegou para ${to} em ${timeoutMs} ms`);
}

/** The first link of the mail whose path starts with `pathPrefix` (e.g. '/verification-email'). */
export const findMailLink = ({ mail, pathPrefix }: { mail: ReceivedMail; pathPrefix: string }) => {
  const link = mail.links.find((candidate) => new URL(candidate).pathname.startsWith(pathPrefix));
  if (!link) throw new Error(`o e-mail "${mail.subject}" não tem link ${pathPrefix}`);
  return link;
};
