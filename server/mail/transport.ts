import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { ServerConfig } from '../config.ts';
import { writeFileAtomic } from '../files/atomic-write.ts';

/** One message as the outbox holds it. */
export interface MailMessage {
  id: number;
  kind: string;
  from: string;
  to: string;
  cc: string;
  replyTo: string;
  subject: string;
  text: string;
}

/** Where the mail files go when no SMTP server is configured. */
export const mailDir = (dataDir: string) => join(dataDir, 'mail');

const smtpTransports = new Map<string, ReturnType<typeof nodemailer.createTransport>>();
const fileTransport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

function smtpTransport(url: string) {
  let transport = smtpTransports.get(url);
  if (!transport) {
    transport = nodemailer.createTransport({
      url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    smtpTransports.set(url, transport);
  }
  return transport;
}

function envelope(message: MailMessage) {
  return {
    from: message.from,
    to: message.to,
    cc: message.cc || undefined,
    replyTo: message.replyTo || undefined,
    subject: message.subject,
    text: message.text,
  };
}

/**
 * Sends a message over SMTP when `SMTP_URL` is set, otherwise writes it as an RFC 822 `.eml` file
 * to `DATA_DIR/mail/`. Answers how it was delivered: `smtp` or the file name. Throws when it was not.
 */
export async function deliver(config: ServerConfig, message: MailMessage): Promise<string> {
  if (config.smtpUrl) {
    await smtpTransport(config.smtpUrl).sendMail(envelope(message));
    return 'smtp';
  }
  const info = await fileTransport.sendMail(envelope(message));
  if (!Buffer.isBuffer(info.message)) throw new Error('The mail composer produced no message bytes');
  const dir = mailDir(config.dataDir);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const name = `${String(message.id).padStart(6, '0')}-${message.kind}.eml`;
  // Whole or not at all: an outbox reader never sees half a message. Only the server's user reads
  // it: a reset mail holds a live link.
  await writeFileAtomic(join(dir, name), info.message, 0o600);
  return name;
}
