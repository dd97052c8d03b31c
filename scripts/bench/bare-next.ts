/**
 * A bare Next.js page, built with the installed Next and measured by Lighthouse in the same run as
 * LaunchForge's pages: the floor the landing page's score and LCP are compared with (issue 21). One static
 * page with a heading and a paragraph, no CSS framework, no client component; built in .bench-bare/ inside
 * the repository so that it resolves the same node_modules.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

const DIR = path.join(process.cwd(), ".bench-bare");
const NEXT = path.join(process.cwd(), "node_modules", "next", "dist", "bin", "next");

const LAYOUT = `export const metadata = { title: "Bare Next.js page", description: "The benchmark's floor." };
export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`;

const PAGE = `export default function Page() {
  return (
    <main>
      <h1>From idea to launch package</h1>
      <p>A bare Next.js page: the floor LaunchForge's landing page is measured against.</p>
    </main>
  );
}
`;

export interface BareNext {
  url: string;
  stop: () => Promise<void>;
}

export async function startBareNext(port: number): Promise<BareNext> {
  rmSync(DIR, { recursive: true, force: true });
  mkdirSync(path.join(DIR, "app"), { recursive: true });
  writeFileSync(path.join(DIR, "app", "layout.jsx"), LAYOUT);
  writeFileSync(path.join(DIR, "app", "page.jsx"), PAGE);
  writeFileSync(path.join(DIR, "next.config.mjs"), "export default {};\n");
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" };
  const build = spawnSync(process.execPath, [NEXT, "build", DIR], { env, encoding: "utf8" });
  if (build.status !== 0) throw new Error(`bare Next build failed:\n${build.stdout}\n${build.stderr}`);
  const server: ChildProcess = spawn(process.execPath, [NEXT, "start", DIR, "-p", String(port)], {
    env,
    stdio: "ignore",
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    stop: async () => {
      server.kill("SIGTERM");
      rmSync(DIR, { recursive: true, force: true });
    },
  };
}
