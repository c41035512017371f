// A tiny SMTP server for tests: accepts (or refuses) one message at a time on 127.0.0.1.
import { createServer, type Server, type Socket } from 'node:net';

export interface FakeSmtp {
  port: number;
  messages: string[];
  close(): Promise<void>;
}

/** Speaks just enough SMTP for nodemailer (EHLO, AUTH PLAIN/LOGIN, MAIL, RCPT, DATA, QUIT). */
export async function startFakeSmtp({ refuse = false } = {}): Promise<FakeSmtp> {
  const messages: string[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let inData = false;
    let data = '';
    let buffer = '';
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake.smtp ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index: number;
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            messages.push(data);
            data = '';
            reply('250 OK queued');
          } else data += `${line}\n`;
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO') reply('250-fake.smtp\r\n250 AUTH PLAIN LOGIN');
        else if (command === 'AUTH') reply(refuse ? '535 Authentication failed' : '235 OK');
        else if (command === 'DATA') {
          inData = true;
          reply('354 End with .');
        } else if (command === 'QUIT') {
          reply('221 Bye');
          socket.end();
        } else reply('250 OK');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    messages,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
