/**
 * The production HTTP server: Next.js's request handler behind a plain node:http server, so that the
 * app knows the address of the socket a request came in on. Next's own `next start` only fills
 * X-Forwarded-For when the client did not send one, so a client could choose its own address for every
 * per-address limit. Here every request carries the socket's address in `x-launchforge-peer`, written
 * by this server over whatever the client sent; `clientIp()` (lib/rate-limit.ts) trusts X-Forwarded-For
 * only as far as TRUST_PROXY_HOPS says. With no proxy of ours in front (TRUST_PROXY_HOPS=0, the default),
 * the X-Forwarded-Host, -Proto and -Port a client wrote are dropped too, and Next fills them from the
 * socket and the Host header: no link or redirect can be pointed at another host by a header.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

import nextEnv from "@next/env";
import next from "next";

export const PEER_HEADER = "x-launchforge-peer";

/**
 * One small record per request, reachable from the app through this global (lib/request-context.ts).
 * The app marks a request whose rendering failed because the database is unavailable; the response's
 * status then goes out as 503 with Retry-After instead of Next's 500, for pages as for the API.
 */
const requests = new AsyncLocalStorage();
globalThis[Symbol.for("launchforge.requests")] = requests;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// Every path the app reads at run time (the build, migrations, fonts, the render worker) is relative to
// the folder it runs from: the repository, or a copy of .next/standalone (Dockerfile).
process.chdir(root);
// .env files before PORT and TRUST_PROXY_HOPS are read (Next loads them again in prepare(): no change).
nextEnv.loadEnvConfig(root);
const port = Number(process.env.PORT || 3000);
const FORWARDED = ["x-forwarded-host", "x-forwarded-proto", "x-forwarded-port"];

/**
 * Next.js's own check of the router-state header that client navigations send. A malformed one made
 * Next answer 500 on every page rendered per request; it is refused here with 400 first, by the very
 * function Next would run, so the two can never disagree.
 */
const { parseAndValidateFlightRouterState } = createRequire(import.meta.url)(
  "next/dist/server/app-render/parse-and-validate-flight-router-state.js",
);
const ROUTER_STATE_HEADER = "next-router-state-tree";

/** Next reads the header only on RSC requests, and so does this check. */
function malformedRouterState(req) {
  const value = req.headers[ROUTER_STATE_HEADER];
  if (value === undefined || req.headers.rsc === undefined) return false;
  try {
    parseAndValidateFlightRouterState(value);
    return false;
  } catch {
    return true;
  }
}

// In a copy of .next/standalone (beside Next's own server.js) the build's resolved configuration is read
// from .next/required-server-files.json and handed to Next as its standalone server.js hands it over: the
// copy holds none of what loading next.config.ts needs.
const standaloneConfig = existsSync(path.join(root, "server.js"))
  ? JSON.parse(readFileSync(path.join(root, ".next", "required-server-files.json"), "utf8")).config
  : undefined;
if (standaloneConfig) process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(standaloneConfig);
const app = next({ dev: false, dir: root, port, ...(standaloneConfig ? { conf: standaloneConfig } : {}) });
const handle = app.getRequestHandler();
await app.prepare();
const trustedHops = Number(process.env.TRUST_PROXY_HOPS || 0);

const server = createServer((req, res) => {
  req.headers[PEER_HEADER] = req.socket.remoteAddress ?? "";
  if (!(trustedHops > 0)) for (const name of FORWARDED) delete req.headers[name];
  if (malformedRouterState(req)) {
    res.writeHead(400, { "content-type": "application/json", "cache-control": "no-store" });
    res.end(
      JSON.stringify({
        error: "invalid_request",
        message: "The Next-Router-State-Tree header is malformed.",
      }),
    );
    return;
  }
  const context = { databaseUnavailable: false };
  const writeHead = res.writeHead;
  res.writeHead = function (status, ...rest) {
    if (status === 500 && context.databaseUnavailable) {
      status = 503;
      if (!this.headersSent) {
        this.setHeader("Retry-After", "5");
        this.setHeader("Cache-Control", "no-store");
      }
    }
    return writeHead.call(this, status, ...rest);
  };
  requests
    .run(context, () => handle(req, res))
    .catch((error) => {
      console.error("[server] unhandled error:", error);
      if (!res.headersSent) res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: "internal_error", message: "Something went wrong on our side." }));
    });
});
// Keep idle connections longer than the usual 60 s of proxies and load balancers, so the server never
// closes a keep-alive socket just as a client reuses it (ECONNRESET).
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.listen(port, () => {
  console.log(`▲ LaunchForge ready on http://localhost:${port}`);
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 5_000).unref();
  });
}
