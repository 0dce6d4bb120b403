import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

/** A plain SMTP server on 127.0.0.1 (no TLS, no auth) that keeps what it is sent: enough for nodemailer. */
export class SmtpReceiver {
  readonly mails: ReceivedMail[] = [];
  private constructor(private readonly server: Server) {}

  static async start(): Promise<SmtpReceiver> {
    const receiver: SmtpReceiver = new SmtpReceiver(
      createServer((socket) => {
        let buffer = '';
        let mail: ReceivedMail = { from: '', to: [], data: '' };
        let inData = false;
        socket.write('220 test ESMTP\r\n');
        socket.on('data', (chunk) => {
          buffer += chunk.toString('utf8');
          let at: number;
          while ((at = buffer.indexOf('\r\n')) >= 0) {
            const line = buffer.slice(0, at);
            buffer = buffer.slice(at + 2);
            if (inData) {
              if (line === '.') {
                inData = false;
                receiver.mails.push(mail);
                mail = { from: '', to: [], data: '' };
                socket.write('250 queued\r\n');
              } else mail.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
              continue;
            }
            const verb = line.slice(0, 4).toUpperCase();
            if (verb === 'MAIL') mail.from = line;
            if (verb === 'RCPT') mail.to.push(line);
            if (verb === 'DATA') inData = true;
            if (verb === 'QUIT') socket.end('221 bye\r\n');
            else socket.write(verb === 'DATA' ? '354 go on\r\n' : '250 ok\r\n');
          }
        });
      }),
    );
    await new Promise<void>((resolve) => receiver.server.listen(0, '127.0.0.1', resolve));
    return receiver;
  }

  get url(): string {
    return `smtp://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
