// A failed SMTP send that explains itself: the usual mistake is TLS from the start (smtps://) against STARTTLS (smtp://), or the reverse.
/** The port SMTP_URL names, or the one nodemailer uses for its protocol. */
function portOf(url: URL): number {
  return url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587;
}

/**
 * `message` (a send's error) with a hint when it looks like the wrong kind of TLS: an smtps:// URL
 * that met a plain SMTP greeting (OpenSSL's "wrong version number"), or an smtp:// URL whose server
 * waited for a TLS handshake and never greeted. Unchanged otherwise.
 */
export function smtpHint(message: string, smtpUrl: string): string {
  const url = new URL(smtpUrl);
  const port = portOf(url);
  if (url.protocol === 'smtps:' && /wrong version number|packet length too long|unknown protocol/i.test(message)) {
    return (
      `${message} SMTP_URL starts smtps:// (TLS from the first byte), but the server on port ${port} speaks plain SMTP: ` +
      'try smtp:// with STARTTLS, usually on port 587.'
    );
  }
  if (url.protocol === 'smtp:' && /greeting never received|^timeout$|unexpected socket close|ECONNRESET/i.test(message)) {
    return (
      `${message} SMTP_URL starts smtp:// (plain, then STARTTLS), but the server on port ${port} may expect TLS from the ` +
      'first byte: try smtps://, usually on port 465.'
    );
  }
  return message;
}
