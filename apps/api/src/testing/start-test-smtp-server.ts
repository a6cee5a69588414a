// Test helper: a real SMTP server (smtp-server) on a free localhost port that parses every message
// it receives with mailparser, so tests read the e-mail exactly as a mail client would.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const WAIT_STEP_MS = 20;
const WAIT_LIMIT_MS = 5_000;

export const startTestSmtpServer = async ({
  onMessage,
}: {
  /** Called with every message as it arrives (the e2e run writes them where tests can read). */
  onMessage?: (message: ParsedMail) => void;
} = {}) => {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData: (stream, _session, callback) => {
      simpleParser(stream)
        .then((message) => {
          messages.push(message);
          onMessage?.(message);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const recipientsOf = (message: ParsedMail): string[] => {
    const addresses = Array.isArray(message.to) ? message.to : message.to ? [message.to] : [];
    return addresses.flatMap((address) => address.value.map((entry) => entry.address ?? ''));
  };

  /** The latest message sent to `to`, waiting for it to arrive. */
  const waitForMail = async ({ to }: { to: string }): Promise<ParsedMail> => {
    for (let waited = 0; waited <= WAIT_LIMIT_MS; waited += WAIT_STEP_MS) {
      const found = messages.findLast((message) => recipientsOf(message).includes(to));
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
    }
    throw new Error(`nenhum e-mail chegou para ${to}`);
  };

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitForMail,
    /** Messages sent to `to` so far. */
    mailsTo: (to: string) => messages.filter((message) => recipientsOf(message).includes(to)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

export type TestSmtpServer = Awaited<ReturnType<typeof startTestSmtpServer>>;

/** The first link of the message's text part that starts with `prefix`. */
export const findLink = ({ mail, prefix }: { mail: ParsedMail; prefix: string }): string => {
  const link = (mail.text ?? '').split(/\s+/).find((word) => word.startsWith(prefix));
  if (!link) throw new Error(`o e-mail não tem link ${prefix}`);
  return link;
};
