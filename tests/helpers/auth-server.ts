/**
 * The browser side of Auth.js's HTTP protocol, for component tests in jsdom: a fetch that answers
 * /api/auth/providers, /csrf, /callback/demo and /session like our server does, and records the calls.
 */
export interface FakeAuthServer {
  calls: string[];
  signedIn: boolean;
  restore: () => void;
}

function jsonResponse(status: number, body: unknown) {
  return {
    ok: status >= 200 && status < 300,
    status,
    json: async () => body,
    text: async () => JSON.stringify(body),
  };
}

export function installFakeAuthServer({ demoSucceeds = true } = {}): FakeAuthServer {
  const server: FakeAuthServer = { calls: [], signedIn: false, restore: () => {} };
  const original = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    server.calls.push(`${(init?.method ?? "GET").toUpperCase()} ${url.pathname}`);
    switch (url.pathname) {
      case "/api/auth/providers":
        return jsonResponse(200, {
          demo: { id: "demo", name: "Demo Account", type: "credentials", signinUrl: "", callbackUrl: "" },
        });
      case "/api/auth/csrf":
        return jsonResponse(200, { csrfToken: "csrf-test" });
      case "/api/auth/callback/demo":
        if (!demoSucceeds)
          return jsonResponse(401, { url: "http://localhost/auth/signin?error=CredentialsSignin" });
        server.signedIn = true;
        return jsonResponse(200, { url: "http://localhost/quiz" });
      case "/api/auth/session":
        return jsonResponse(
          200,
          server.signedIn
            ? { user: { id: "demo-1-abc", name: "Demo Founder" }, expires: "2099-01-01T00:00:00Z" }
            : null,
        );
      default:
        return jsonResponse(404, { error: "not_found" });
    }
  }) as typeof fetch;
  server.restore = () => {
    globalThis.fetch = original;
  };
  return server;
}
