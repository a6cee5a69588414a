// The e2e run's mail server: a real SMTP server (the API tests' own helper) started by the global
// setup. Every message it receives is written as JSON into the run's state folder, where the
// journeys (other processes) read it with waitForMail (mailbox.ts).
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ParsedMail } from 'mailparser';
import { startTestSmtpServer } from '@escola/api/testing/start-test-smtp-server';

export type StoredMail = {
  to: string[];
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
};

export const mailFolder = (stateDirectory: string) => path.join(stateDirectory, 'mail');

const recipientsOf = (message: ParsedMail): string[] => {
  const addresses = Array.isArray(message.to) ? message.to : message.to ? [message.to] : [];
  return addresses.flatMap((address) => address.value.map((entry) => entry.address ?? ''));
};

export async function startMailDrop({ stateDirectory }: { stateDirectory: string }) {
  const folder = mailFolder(stateDirectory);
  mkdirSync(folder, { recursive: true });
  let count = 0;
  const server = await startTestSmtpServer({
    onMessage: (message) => {
      count += 1;
      const stored: StoredMail = {
        to: recipientsOf(message).map((address) => address.toLowerCase()),
        subject: message.subject ?? '',
        text: message.text ?? '',
        html: typeof message.html === 'string' ? message.html : '',
        receivedAt: new Date().toISOString(),
      };
      const name = `${String(count).padStart(5, '0')}.json`;
      // Written under a temporary name and renamed, so a reader never sees half a file.
      const file = path.join(folder, name);
      writeFileSync(`${file}.tmp`, JSON.stringify(stored));
      renameSync(`${file}.tmp`, file);
    },
  });
  return { smtpUrl: server.url, close: server.close };
}
