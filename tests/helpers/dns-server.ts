import { createSocket, type RemoteInfo } from "node:dgram";

/**
 * A tiny authoritative-looking DNS server over UDP, for tests only: it parses the question of each query
 * (RFC 1035 section 4) and answers as its handler says, with NS or SOA records, an error rcode, or no
 * answer at all. Just enough of the wire format for lib/domains/dns.ts to talk to it through Node's resolver.
 */

export const DNS_TYPE = { A: 1, NS: 2, SOA: 6, AAAA: 28 } as const;
export const RCODE = { NOERROR: 0, SERVFAIL: 2, NXDOMAIN: 3 } as const;

export interface DnsQuestion {
  /** Lower-case, without the trailing dot. */
  name: string;
  type: number;
}

export type DnsRecord = { type: "NS"; host: string } | { type: "SOA"; mname: string; rname: string };

/** What to send back: an rcode with optional answers, or "drop" to stay silent. */
export type DnsReply = { rcode: number; answers?: DnsRecord[] } | "drop";

export interface DnsQuery {
  id: number;
  flags: number;
  question: DnsQuestion;
  /** The question section exactly as received (echoed in the reply). */
  questionBytes: Buffer;
}

/** Reads the header and first question of a query. Throws on a malformed message. */
export function parseQuery(message: Buffer): DnsQuery {
  if (message.length < 12) throw new Error("DNS message shorter than its header");
  if (message.readUInt16BE(4) < 1) throw new Error("DNS query without a question");
  const labels: string[] = [];
  let offset = 12;
  for (;;) {
    const length = message.readUInt8(offset);
    if (length === 0) break;
    if (length > 63) throw new Error("compressed or invalid label in the question");
    labels.push(message.toString("ascii", offset + 1, offset + 1 + length));
    offset += 1 + length;
  }
  offset += 1;
  const type = message.readUInt16BE(offset);
  return {
    id: message.readUInt16BE(0),
    flags: message.readUInt16BE(2),
    question: { name: labels.join(".").toLowerCase(), type },
    questionBytes: message.subarray(12, offset + 4),
  };
}

/** A domain name as length-prefixed labels. */
export function encodeName(name: string): Buffer {
  const parts = name
    .replace(/\.$/, "")
    .split(".")
    .filter(Boolean)
    .map((label) => Buffer.concat([Buffer.from([label.length]), Buffer.from(label, "ascii")]));
  return Buffer.concat([...parts, Buffer.from([0])]);
}

function u16(value: number): Buffer {
  const b = Buffer.alloc(2);
  b.writeUInt16BE(value);
  return b;
}

function u32(value: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(value);
  return b;
}

function recordData(record: DnsRecord): { type: number; data: Buffer } {
  if (record.type === "NS") return { type: DNS_TYPE.NS, data: encodeName(record.host) };
  const timers = [2026112101, 7200, 3600, 1209600, 300].map(u32);
  return {
    type: DNS_TYPE.SOA,
    data: Buffer.concat([encodeName(record.mname), encodeName(record.rname), ...timers]),
  };
}

/** An answer record owned by the question's name (a pointer to offset 12). */
function encodeRecord(record: DnsRecord): Buffer {
  const { type, data } = recordData(record);
  return Buffer.concat([u16(0xc00c), u16(type), u16(1), u32(300), u16(data.length), data]);
}

/** The reply to `query`: same id and question, QR/AA/RA set, RD and opcode copied. */
export function encodeReply(query: DnsQuery, reply: { rcode: number; answers?: DnsRecord[] }): Buffer {
  const answers = reply.answers ?? [];
  const flags = 0x8000 | (query.flags & 0x7900) | 0x0400 | 0x0080 | (reply.rcode & 0x0f);
  const header = Buffer.concat([u16(query.id), u16(flags), u16(1), u16(answers.length), u16(0), u16(0)]);
  return Buffer.concat([header, query.questionBytes, ...answers.map(encodeRecord)]);
}

export interface TestDnsServer {
  host: string;
  port: number;
  /** "127.0.0.1:port", ready for DNS_SERVERS. */
  address: string;
  /** Every question received, in order. */
  queries: DnsQuestion[];
  close(): Promise<void>;
}

/** Starts the server on 127.0.0.1 (a free port) with `handler` deciding each answer. */
export function startTestDnsServer(handler: (question: DnsQuestion) => DnsReply): Promise<TestDnsServer> {
  const socket = createSocket("udp4");
  const queries: DnsQuestion[] = [];
  socket.on("message", (message: Buffer, from: RemoteInfo) => {
    let query: DnsQuery;
    try {
      query = parseQuery(message);
    } catch {
      return; // not a query we understand: stay silent
    }
    queries.push(query.question);
    const reply = handler(query.question);
    if (reply === "drop") return;
    socket.send(encodeReply(query, reply), from.port, from.address);
  });
  return new Promise((resolve, reject) => {
    socket.once("error", reject);
    socket.bind(0, "127.0.0.1", () => {
      const { address, port } = socket.address();
      resolve({
        host: address,
        port,
        address: `${address}:${port}`,
        queries,
        close: () => new Promise<void>((done) => socket.close(() => done())),
      });
    });
  });
}
