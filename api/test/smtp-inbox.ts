import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

/** A real SMTP server on a free loopback port that keeps every mail it receives, parsed. */
export async function startSmtpInbox() {
  const mails: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => void mails.push(mail))
        .then(() => callback(), callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** The mails to an address, once at least `count` have arrived. */
    async to(address: string, count: number, timeoutMs = 20_000): Promise<ParsedMail[]> {
      const deadline = Date.now() + timeoutMs;
      const mine = () => mails.filter((mail) => mail.to && JSON.stringify(mail.to).includes(address));
      while (mine().length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      return mine();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
