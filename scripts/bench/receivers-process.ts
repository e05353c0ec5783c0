// The owner's side of a benchmark, in its own process so its work does not slow the load generator: an SMTP server and a
// webhook receiver on loopback, reporting the subject of each e-mail and the moment it finished arriving.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { smtpLogin, wallClock, type ReceiverMessage } from './start-receivers';

/** The Subject header of a raw message, unfolded. */
function subjectOf(raw: string): string {
  const headers = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
  return /^subject:[ \t]*(.*)$/im.exec(headers)?.[1] ?? '';
}

/** Listens on both, reports their ports, then each e-mail; exits when the parent goes. */
async function main() {
  const send = (message: ReceiverMessage) => process.send!(message);
  const smtp = new SMTPServer({
    logger: false,
    // No resolver on the path: the figures are the server's, not the DNS's. (Each connection is still greeted after
    // smtp-server's fixed 100 ms early-talker check, as a real provider's greeting and TLS would take a while.)
    disableReverseLookup: true,
    // Plain-text AUTH on loopback, as the tests do: there is no certificate to offer.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth({ username, password }, _session, callback) {
      if (username === smtpLogin.user && password === smtpLogin.password) return callback(null, { user: username });
      callback(new Error('Invalid username or password'));
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const at = wallClock();
        send({ email: { subject: subjectOf(Buffer.concat(chunks).toString('utf8')), at } });
        callback();
      });
    },
  });
  const webhook = createServer((request, response) => {
    request.resume().on('end', () => response.writeHead(204).end());
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
  const port = (address: AddressInfo | string | null) => (address as AddressInfo).port;
  send({ ready: { smtpPort: port(smtp.server.address()), webhookPort: port(webhook.address()) } });
  process.on('disconnect', () => process.exit(0));
}

await main();
