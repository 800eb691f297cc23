// A real SMTP server on loopback (smtp-server in this process) that keeps every message it
// receives, parsed by mailparser.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';

export interface MailCatcher {
  /** The smtp:// URL to give the service as PAGEGRADE_SMTP_URL. */
  url: string;
  inbox: ParsedMail[];
  close(): Promise<void>;
}

export async function startMailCatcher(): Promise<MailCatcher> {
  const inbox: ParsedMail[] = [];
  const smtp = new SMTPServer({
    // Plain SMTP: no TLS to negotiate, no login.
    secure: false,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then((m) => {
        inbox.push(m);
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    inbox,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
