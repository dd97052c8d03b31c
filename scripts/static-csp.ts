/**
 * `tsx scripts/static-csp.ts [NEXT_DIR]`: prints the hashes of every prerendered page's inline scripts and
 * the build's route patterns (lib/static-csp.ts computePrerenderedCsp) as JSON. scripts/build-if-needed.mjs
 * compiles them into the server (next.config.ts), so the proxy needs no HTML file at run time.
 */
import path from "node:path";

import { computePrerenderedCsp } from "@/lib/static-csp";

process.stdout.write(JSON.stringify(computePrerenderedCsp(path.resolve(process.argv[2] ?? ".next"))));
