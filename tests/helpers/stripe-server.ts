/**
 * A small server on 127.0.0.1 that speaks the part of Stripe's REST protocol LaunchForge uses, so the
 * real Stripe SDK can be pointed at it (STRIPE_API_BASE): Customers, PaymentIntents and Checkout
 * Sessions, form-encoded requests with bracketed keys, Bearer keys, idempotency keys, and Stripe's error
 * shape. A `/__control/...` API (and the in-process methods) play the part of the customer paying.
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

type Obj = Record<string, unknown>;

export interface RecordedRequest {
  method: string;
  path: string;
  body: Obj;
  idempotencyKey: string | null;
  authorization: string | null;
  stripeVersion: string | null;
}

export interface FakeStripe {
  url: string;
  port: number;
  /** Every API request received (not control calls), oldest first. */
  requests: RecordedRequest[];
  customers: Map<string, Obj>;
  paymentIntents: Map<string, Obj>;
  checkoutSessions: Map<string, Obj>;
  /** The next `times` API requests answer with this status and Stripe error (then the server behaves again). */
  failNext: (status: number, error: { type: string; message: string; code?: string }, times?: number) => void;
  /** The customer paid: the intent succeeds and gets a charge. */
  succeedPaymentIntent: (id: string) => Obj;
  /** The customer paid on the hosted page: the session is complete and paid, with a succeeded intent. */
  completeCheckoutSession: (id: string) => Obj;
  /** A charge.refunded payload for the intent's charge (fully refunded). */
  refundPaymentIntent: (id: string) => Obj;
  reset: () => void;
  close: () => Promise<void>;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString("hex")}`;

/** Decodes Stripe's form encoding: `metadata[userId]=x`, `line_items[0][price_data][currency]=usd`. */
export function parseStripeForm(text: string): Obj {
  const root: Obj = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const parts = rawKey.split(/\[|\]\[|\]/).filter((p) => p !== "");
    let node: Obj = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Obj;
    });
  }
  // Objects whose keys are 0..n-1 were arrays.
  const fix = (value: unknown): unknown => {
    if (!value || typeof value !== "object") return value;
    const entries = Object.entries(value as Obj).map(([k, v]) => [k, fix(v)] as const);
    if (entries.length > 0 && entries.every(([k], i) => k === String(i))) return entries.map(([, v]) => v);
    return Object.fromEntries(entries);
  };
  return fix(root) as Obj;
}

class StripeHttpError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }
}

const missing = (param: string) =>
  new StripeHttpError(
    400,
    "invalid_request_error",
    `Missing required param: ${param}.`,
    "parameter_missing",
    param,
  );

const noSuch = (kind: string, value: string, param = "id") =>
  new StripeHttpError(404, "invalid_request_error", `No such ${kind}: '${value}'`, "resource_missing", param);

function requireInt(body: Obj, param: string): number {
  const raw = body[param];
  if (raw === undefined) throw missing(param);
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 50)
    throw new StripeHttpError(
      400,
      "invalid_request_error",
      `Invalid integer: ${String(raw)}`,
      "parameter_invalid_integer",
      param,
    );
  return n;
}

const now = () => Math.floor(Date.now() / 1000);

export async function startFakeStripe({ port = 0 }: { port?: number } = {}): Promise<FakeStripe> {
  const customers = new Map<string, Obj>();
  const paymentIntents = new Map<string, Obj>();
  const checkoutSessions = new Map<string, Obj>();
  const charges = new Map<string, Obj>();
  const idempotent = new Map<string, { status: number; body: Obj; params: string }>();
  const requests: RecordedRequest[] = [];
  let nextFailure: {
    status: number;
    error: { type: string; message: string; code?: string };
    times: number;
  } | null = null;

  function createPaymentIntent(body: Obj): Obj {
    const amount = requireInt(body, "amount");
    if (!body.currency) throw missing("currency");
    if (body.customer && !customers.has(String(body.customer)))
      throw noSuch("customer", String(body.customer), "customer");
    const pi: Obj = {
      id: id("pi"),
      object: "payment_intent",
      amount,
      amount_received: 0,
      currency: String(body.currency),
      customer: body.customer ?? null,
      description: body.description ?? null,
      receipt_email: body.receipt_email ?? null,
      metadata: body.metadata ?? {},
      automatic_payment_methods: body.automatic_payment_methods
        ? { enabled: String((body.automatic_payment_methods as Obj).enabled) === "true" }
        : null,
      status: "requires_payment_method",
      latest_charge: null,
      livemode: false,
      created: now(),
    };
    pi.client_secret = `${String(pi.id)}_secret_${randomBytes(8).toString("hex")}`;
    paymentIntents.set(String(pi.id), pi);
    return pi;
  }

  function createCheckoutSession(body: Obj): Obj {
    if (body.mode !== "payment")
      throw new StripeHttpError(
        400,
        "invalid_request_error",
        "This test server supports mode=payment only.",
        "parameter_invalid",
        "mode",
      );
    if (!body.success_url) throw missing("success_url");
    const items = body.line_items as Obj[] | undefined;
    if (!Array.isArray(items) || items.length === 0) throw missing("line_items");
    let amount = 0;
    for (const item of items) {
      const priceData = item.price_data as Obj | undefined;
      if (!priceData) throw missing("line_items[0][price_data]");
      if (!priceData.currency) throw missing("line_items[0][price_data][currency]");
      if (!(priceData.product_data as Obj | undefined)?.name)
        throw missing("line_items[0][price_data][product_data][name]");
      amount += requireInt(priceData, "unit_amount") * Number(item.quantity ?? 1);
    }
    if (body.customer && !customers.has(String(body.customer)))
      throw noSuch("customer", String(body.customer), "customer");
    const session: Obj = {
      id: `cs_test_${randomBytes(16).toString("hex")}`,
      object: "checkout.session",
      mode: "payment",
      status: "open",
      payment_status: "unpaid",
      amount_total: amount,
      currency: String((items[0].price_data as Obj).currency),
      customer: body.customer ?? null,
      customer_email: body.customer_email ?? null,
      customer_details: null,
      client_reference_id: body.client_reference_id ?? null,
      metadata: body.metadata ?? {},
      payment_intent: null,
      success_url: String(body.success_url),
      cancel_url: body.cancel_url ?? null,
      livemode: false,
      created: now(),
      _payment_intent_data: body.payment_intent_data ?? {},
    };
    session.url = `https://checkout.stripe.com/c/pay/${String(session.id)}`;
    checkoutSessions.set(String(session.id), session);
    return session;
  }

  const publicView = (o: Obj): Obj =>
    Object.fromEntries(Object.entries(o).filter(([k]) => !k.startsWith("_")));

  function route(method: string, path: string, body: Obj): Obj {
    let m: RegExpMatchArray | null;
    if (method === "POST" && path === "/v1/customers") {
      const customer: Obj = {
        id: id("cus"),
        object: "customer",
        email: body.email ?? null,
        name: body.name ?? null,
        metadata: body.metadata ?? {},
        created: now(),
        livemode: false,
      };
      customers.set(String(customer.id), customer);
      return customer;
    }
    if (method === "GET" && (m = path.match(/^\/v1\/customers\/([^/]+)$/))) {
      const customer = customers.get(m[1]);
      if (!customer) throw noSuch("customer", m[1]);
      return customer;
    }
    if (method === "POST" && path === "/v1/payment_intents") return createPaymentIntent(body);
    if (method === "GET" && (m = path.match(/^\/v1\/payment_intents\/([^/]+)$/))) {
      const pi = paymentIntents.get(m[1]);
      if (!pi) throw noSuch("payment_intent", m[1]);
      return pi;
    }
    if (method === "GET" && (m = path.match(/^\/v1\/charges\/([^/]+)$/))) {
      const charge = charges.get(m[1]);
      if (!charge) throw noSuch("charge", m[1]);
      return charge;
    }
    if (method === "POST" && path === "/v1/checkout/sessions") return publicView(createCheckoutSession(body));
    if (method === "GET" && (m = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/))) {
      const session = checkoutSessions.get(m[1]);
      if (!session) throw noSuch("checkout.session", m[1]);
      return publicView(session);
    }
    throw new StripeHttpError(404, "invalid_request_error", `Unrecognized request URL (${method}: ${path}).`);
  }

  function succeedPaymentIntent(piId: string): Obj {
    const pi = paymentIntents.get(piId);
    if (!pi) throw noSuch("payment_intent", piId);
    pi.status = "succeeded";
    pi.amount_received = pi.amount;
    if (!pi.latest_charge) {
      const charge: Obj = {
        id: id("ch"),
        object: "charge",
        amount: pi.amount,
        currency: pi.currency,
        paid: true,
        payment_intent: pi.id,
        receipt_email: pi.receipt_email,
        receipt_url: `https://pay.stripe.com/receipts/payment/${randomBytes(12).toString("hex")}`,
        livemode: false,
      };
      charges.set(String(charge.id), charge);
      pi.latest_charge = charge.id;
    }
    return pi;
  }

  function completeCheckoutSession(csId: string): Obj {
    const session = checkoutSessions.get(csId);
    if (!session) throw noSuch("checkout.session", csId);
    const intentData = (session._payment_intent_data ?? {}) as Obj;
    const pi = createPaymentIntent({
      amount: session.amount_total,
      currency: session.currency,
      customer: session.customer ?? undefined,
      metadata: intentData.metadata ?? {},
      receipt_email: intentData.receipt_email,
    });
    succeedPaymentIntent(String(pi.id));
    const customer = session.customer ? customers.get(String(session.customer)) : undefined;
    Object.assign(session, {
      status: "complete",
      payment_status: "paid",
      payment_intent: pi.id,
      customer_details: {
        email: customer?.email ?? session.customer_email ?? "payer@example.com",
        name: null,
      },
    });
    return publicView(session);
  }

  function refundPaymentIntent(piId: string): Obj {
    const pi = succeedPaymentIntent(piId);
    return {
      id: pi.latest_charge,
      object: "charge",
      amount: pi.amount,
      amount_refunded: pi.amount,
      refunded: true,
      currency: pi.currency,
      payment_intent: pi.id,
      customer: pi.customer,
      metadata: {},
      livemode: false,
    };
  }

  function control(method: string, path: string): Obj | null {
    let m: RegExpMatchArray | null;
    if (method === "POST" && (m = path.match(/^\/__control\/checkout_sessions\/([^/]+)\/complete$/)))
      return completeCheckoutSession(m[1]);
    if (method === "POST" && (m = path.match(/^\/__control\/payment_intents\/([^/]+)\/succeed$/)))
      return succeedPaymentIntent(m[1]);
    if (method === "POST" && (m = path.match(/^\/__control\/payment_intents\/([^/]+)\/refund$/)))
      return refundPaymentIntent(m[1]);
    if (method === "GET" && path === "/__control/requests") return { data: requests };
    if (method === "GET" && path === "/__control/health") return { ok: true };
    return null;
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const send = (status: number, body: Obj) => {
      res.writeHead(status, { "content-type": "application/json", "request-id": id("req") });
      res.end(JSON.stringify(body));
    };
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const method = req.method ?? "GET";
    try {
      if (url.pathname.startsWith("/__control/")) {
        const result = control(method, url.pathname);
        if (!result) throw new StripeHttpError(404, "invalid_request_error", "Unknown control route.");
        return send(200, result);
      }
      const authorization = req.headers.authorization ?? null;
      if (!authorization?.startsWith("Bearer sk_")) {
        throw new StripeHttpError(401, "invalid_request_error", "You did not provide an API key.");
      }
      const body =
        method === "GET"
          ? Object.fromEntries(url.searchParams)
          : parseStripeForm(Buffer.concat(chunks).toString("utf8"));
      const idempotencyKey = (req.headers["idempotency-key"] as string | undefined) ?? null;
      requests.push({
        method,
        path: url.pathname,
        body,
        idempotencyKey,
        authorization,
        stripeVersion: (req.headers["stripe-version"] as string | undefined) ?? null,
      });
      if (nextFailure) {
        const failure = nextFailure;
        if (--failure.times <= 0) nextFailure = null;
        return send(failure.status, { error: failure.error });
      }
      const replayKey = idempotencyKey && method === "POST" ? `${url.pathname}:${idempotencyKey}` : null;
      const params = JSON.stringify(body);
      if (replayKey && idempotent.has(replayKey)) {
        const saved = idempotent.get(replayKey)!;
        // Like Stripe: a key reused with other parameters is an error, not a replay.
        if (saved.params !== params) {
          throw new StripeHttpError(
            400,
            "idempotency_error",
            "Keys for idempotent requests can only be used with the same parameters they were first used with.",
          );
        }
        res.setHeader("idempotent-replayed", "true");
        return send(saved.status, saved.body);
      }
      const result = route(method, url.pathname, body);
      if (replayKey) idempotent.set(replayKey, { status: 200, body: result, params });
      return send(200, result);
    } catch (error) {
      if (error instanceof StripeHttpError) {
        return send(error.status, {
          error: { type: error.type, message: error.message, code: error.code, param: error.param },
        });
      }
      return send(500, { error: { type: "api_error", message: String(error) } });
    }
  }

  const server: Server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const actualPort = (server.address() as AddressInfo).port;

  return {
    url: `http://127.0.0.1:${actualPort}`,
    port: actualPort,
    requests,
    customers,
    paymentIntents,
    checkoutSessions,
    failNext: (status, error, times = 1) => {
      nextFailure = { status, error, times };
    },
    succeedPaymentIntent,
    completeCheckoutSession,
    refundPaymentIntent,
    reset: () => {
      requests.length = 0;
      nextFailure = null;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A Stripe event envelope around `object`, as the webhook endpoint receives it. */
export function stripeEvent(type: string, object: Obj, eventId = id("evt")): Obj {
  return {
    id: eventId,
    object: "event",
    type,
    api_version: "2025-01-01",
    created: now(),
    livemode: false,
    data: { object },
    pending_webhooks: 1,
    request: null,
  };
}
