/**
 * A minimal SMTP server on 127.0.0.1 for tests of the mail we send (contact form, support requests):
 * it speaks just enough SMTP to take a message, or greets with 421 and hangs up in "fail" mode.
 */
import { createServer, type Server, type Socket } from "node:net";

export interface ReceivedMail {
  mailFrom: string;
  rcptTo: string[];
  data: string;
}

/** "accept" speaks just enough SMTP to take a message; "fail" greets with 421 and hangs up. */
export type SmtpMode = "accept" | "fail";

export interface SmtpServer {
  port: number;
  received: ReceivedMail[];
  mode: SmtpMode;
  close: () => Promise<void>;
}

function handleSession(socket: Socket, onMail: (mail: ReceivedMail) => void) {
  socket.setEncoding("utf8");
  socket.write("220 smtp.test ESMTP ready\r\n");
  let buffer = "";
  let inData = false;
  let mail: ReceivedMail = { mailFrom: "", rcptTo: [], data: "" };
  const reply = (verb: string, line: string): string => {
    switch (verb) {
      case "EHLO":
      case "HELO":
        return "250 smtp.test";
      case "MAIL":
        mail.mailFrom = line;
        return "250 2.1.0 OK";
      case "RCPT":
        mail.rcptTo.push(line);
        return "250 2.1.5 OK";
      case "DATA":
        inData = true;
        return "354 End data with <CR><LF>.<CR><LF>";
      case "QUIT":
        return "221 2.0.0 Bye";
      case "RSET":
      case "NOOP":
        return "250 OK";
      default:
        return "502 5.5.2 Command not implemented";
    }
  };
  socket.on("data", (chunk: string) => {
    buffer += chunk;
    let end: number;
    while ((end = buffer.indexOf("\r\n")) >= 0) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (inData) {
        if (line === ".") {
          inData = false;
          onMail(mail);
          mail = { mailFrom: "", rcptTo: [], data: "" };
          socket.write("250 2.0.0 Queued\r\n");
        } else {
          mail.data += `${line.startsWith(".") ? line.slice(1) : line}\r\n`; // undo dot-stuffing
        }
        continue;
      }
      socket.write(`${reply(line.slice(0, 4).toUpperCase(), line)}\r\n`);
      if (line.toUpperCase() === "QUIT") socket.end();
    }
  });
}

export async function startSmtpServer(): Promise<SmtpServer> {
  const sockets = new Set<Socket>();
  const smtp: SmtpServer = { port: 0, received: [], mode: "accept", close: async () => {} };
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => {});
    if (smtp.mode === "fail") {
      socket.end("421 4.3.2 Service not available, closing transmission channel\r\n");
      return;
    }
    handleSession(socket, (mail) => smtp.received.push(mail));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  smtp.port = (server.address() as { port: number }).port;
  smtp.close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return smtp;
}

/** The message as a reader sees it: quoted-printable soft line breaks joined and =XX bytes decoded. */
export function readableMail(data: string): string {
  const joined = data.replace(/=\r?\n/g, "");
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");
}
