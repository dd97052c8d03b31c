/**
 * Replaces lib/domains/rdap-bootstrap.json with IANA's current RDAP bootstrap for DNS
 * (https://data.iana.org/rdap/dns.json, RFC 9224). Run it now and then and commit the result:
 *
 *   node scripts/refresh-rdap-bootstrap.mjs
 *
 * The file is validated before anything is written, so a bad download never replaces a good file.
 * Exits with status 1 (and a message saying why) when offline, on a timeout, or on an unexpected answer.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const SOURCE_URL = "https://data.iana.org/rdap/dns.json";
const TIMEOUT_MS = 10_000;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const TARGET = path.join(root, "lib", "domains", "rdap-bootstrap.json");

const isStringArray = (value) => Array.isArray(value) && value.every((item) => typeof item === "string");

/** Throws with the first problem found when `data` is not an RDAP bootstrap file. */
function validate(data) {
  if (typeof data !== "object" || data === null || Array.isArray(data)) throw new Error("not a JSON object");
  if (data.version !== "1.0") throw new Error(`unexpected version ${JSON.stringify(data.version)}`);
  if (typeof data.publication !== "string" || Number.isNaN(Date.parse(data.publication))) {
    throw new Error("missing or invalid publication date");
  }
  if (!Array.isArray(data.services) || data.services.length === 0) throw new Error("no services");
  data.services.forEach((service, i) => {
    const ok =
      Array.isArray(service) &&
      service.length === 2 &&
      isStringArray(service[0]) &&
      isStringArray(service[1]) &&
      service[0].length > 0 &&
      service[1].some((url) => /^https?:\/\//.test(url));
    if (!ok) throw new Error(`services[${i}] is not [[tld, ...], [url, ...]]`);
  });
}

async function download() {
  let response;
  try {
    response = await fetch(SOURCE_URL, {
      headers: { accept: "application/json" },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    const reason =
      error?.name === "TimeoutError" ? `no answer within ${TIMEOUT_MS / 1000} s` : describe(error);
    throw new Error(`could not reach ${SOURCE_URL} (${reason}). Are you offline?`);
  }
  if (!response.ok) throw new Error(`${SOURCE_URL} answered HTTP ${response.status}`);
  try {
    return await response.json();
  } catch (error) {
    throw new Error(`${SOURCE_URL} did not return JSON (${describe(error)})`);
  }
}

function describe(error) {
  const cause = error?.cause;
  return cause?.code ?? cause?.message ?? error?.message ?? String(error);
}

async function main() {
  const data = await download();
  try {
    validate(data);
  } catch (error) {
    throw new Error(`the downloaded file is not an RDAP bootstrap: ${error.message}`);
  }
  writeFileSync(TARGET, `${JSON.stringify(data, null, 2)}\n`);
  const tlds = new Set(data.services.flatMap(([labels]) => labels.map((label) => label.toLowerCase())));
  console.log(
    `Wrote ${path.relative(root, TARGET)}: ${tlds.size} TLDs in ${data.services.length} services ` +
      `(published ${data.publication}).`,
  );
}

main().catch((error) => {
  console.error(`refresh-rdap-bootstrap: ${error.message}`);
  console.error(`${path.relative(root, TARGET)} was left unchanged.`);
  process.exit(1);
});
