import { AlertTriangleIcon, InboxIcon } from "lucide-react";
import Link from "next/link";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";

import { RetryMailButton, SetPlanForm } from "@/components/admin/operator-forms";
import { RequestActions } from "@/components/admin/request-actions";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { LinkedText } from "@/components/ui/linked-text";
import { listContactMessagesForOperator } from "@/db/queries/contact";
import { listFailedMails } from "@/db/queries/failed-mails";
import { listAuditLog, listPaymentsForOperator, listUsersForOperator } from "@/db/queries/operator";
import { listRepliesFor, listSupportRequestsForOperator } from "@/db/queries/support";
import { env, paymentsProblem, teamMailConfigured } from "@/core/env";
import { operatorOf } from "@/core/operator-access";
import { isTier, tierName } from "@/lib/plans";
import { getCurrentUser } from "@/lib/session";
import { SUPPORT_STATUS_NAMES as STATUS_NAMES } from "@/lib/validation/support";
import { cn } from "@/lib/utils";

const money = (cents: number, currency = "usd") =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() }).format(cents / 100);

const planName = (tier: unknown) => (isTier(tier) ? tierName(tier) : String(tier));

const when = (date: Date) => date.toISOString().slice(0, 16).replace("T", " ") + " UTC";

/** How long a request has waited, in words: "3 h", "2 d". */
function age(seconds: number): string {
  const hours = Math.max(0, seconds / 3600);
  if (hours < 1) return `${Math.round(hours * 60)} min`;
  if (hours < 48) return `${Math.round(hours)} h`;
  return `${Math.round(hours / 24)} d`;
}

function Section({
  id,
  title,
  count,
  children,
}: {
  id: string;
  title: string;
  count?: number;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-20">
      <h2 id={`${id}-title`} className="mb-3 flex items-center gap-2 text-xl font-semibold">
        {title}
        {count !== undefined && <Badge variant="secondary">{count}</Badge>}
      </h2>
      {children}
    </section>
  );
}

const cell = "border-b px-2 py-2 text-left align-top";

/**
 * The operator console: support and mentoring requests (open ones first, priority first, oldest first, with
 * their age), contact messages, accounts with their plan and a "set plan" action, payments with their
 * problems, e-mails the mail server did not take, and the audit log. Everything is read from the database,
 * so a request shows here whether or not mail works. The page checks the operator itself (Next renders a
 * layout and its page in parallel, so the layout's check alone would not stop this page's payload), and
 * every query checks the operator again.
 */
export default async function AdminPage({
  searchParams,
}: {
  searchParams: Promise<{ q?: string | string[] }>;
}) {
  const operator = operatorOf(await getCurrentUser());
  if (!operator) notFound();
  const raw = (await searchParams).q;
  const query = (Array.isArray(raw) ? raw[0] : raw)?.slice(0, 200) ?? "";
  const [requests, contacts, accounts, payments, mails, audit] = await Promise.all([
    listSupportRequestsForOperator({ operator }),
    listContactMessagesForOperator({ operator, limit: 100 }),
    listUsersForOperator({ operator, query }),
    listPaymentsForOperator({ operator }),
    listFailedMails({ operator }),
    listAuditLog({ operator }),
  ]);
  const replies = await listRepliesFor({ requestIds: requests.map((r) => r.id) });
  const open = requests.filter((r) => r.status === "new" || r.status === "scheduled");
  const problems = payments.filter((p) => p.problem);
  const unsent = mails.filter((m) => !m.sentAt);
  const schedulingUrl = env().SCHEDULING_URL ?? null;
  const mailOn = teamMailConfigured();
  const paymentsIssue = paymentsProblem();

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-10">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">Operator console</h1>
        <nav aria-label="Sections" className="mt-3 flex flex-wrap gap-3 text-sm">
          <a href="#requests">Requests ({open.length} open)</a>
          <a href="#contact">Contact messages</a>
          <a href="#accounts">Accounts</a>
          <a href="#payments">Payments{problems.length ? ` (${problems.length} to check)` : ""}</a>
          <a href="#mail">Failed e-mail{unsent.length ? ` (${unsent.length})` : ""}</a>
          <a href="#audit">Audit log</a>
        </nav>
        {(!mailOn || paymentsIssue) && (
          <ul className="mt-4 flex flex-col gap-2 text-sm" data-testid="operator-warnings">
            {!mailOn && (
              <li className="flex gap-2 rounded-lg border border-warning/40 bg-warning/10 p-3">
                <AlertTriangleIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
                Mail to the team is off (SMTP_URL and CONTACT_TO): requests and messages reach you only here,
                and replies reach founders only on their support page.
              </li>
            )}
            {paymentsIssue && (
              <li className="flex gap-2 rounded-lg border border-destructive/40 bg-destructive/10 p-3">
                <AlertTriangleIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
                {paymentsIssue}
              </li>
            )}
          </ul>
        )}
      </header>

      <Section id="requests" title="Mentoring and support requests" count={open.length}>
        {requests.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <InboxIcon aria-hidden className="size-4" /> No requests yet.
          </p>
        ) : (
          <ul className="flex flex-col gap-3" data-testid="operator-requests">
            {requests.map((r) => (
              <li
                key={r.id}
                className={cn("rounded-xl border bg-card p-4", r.status === "closed" && "opacity-70")}
                data-request-id={r.id}
              >
                <div className="flex flex-wrap items-center gap-2">
                  {r.priority && <Badge>Priority</Badge>}
                  <Badge variant="outline">{r.kind === "mentoring" ? "Mentoring" : "Support"}</Badge>
                  <Badge variant="secondary">{STATUS_NAMES[r.status]}</Badge>
                  <p className="font-medium">{r.topic}</p>
                  <span className="ml-auto text-xs text-muted-foreground">
                    {r.status === "closed" ? when(r.createdAt) : `waiting ${age(r.waitingSeconds)}`}
                  </span>
                </div>
                <p className="mt-1 text-xs text-muted-foreground">
                  {r.userName ?? "Unnamed"} · {r.userEmail ?? r.userId} · {tierName(r.userTier)}
                  {r.projectName ? ` · ${r.projectName}` : ""} ·{" "}
                  {r.emailedAt ? "e-mailed to the team" : "not e-mailed"}
                </p>
                {r.preferredTimes && <p className="mt-2 text-sm">Preferred times: {r.preferredTimes}</p>}
                <p className="mt-2 text-sm whitespace-pre-wrap">{r.message}</p>
                {(replies.get(r.id) ?? []).map((reply) => (
                  <div
                    key={reply.id}
                    className="mt-2 rounded-lg border-l-4 border-primary bg-primary/5 p-3 text-sm"
                  >
                    <p className="mb-1 text-xs text-muted-foreground">
                      {reply.author} · {when(reply.createdAt)} ·{" "}
                      {reply.emailedAt ? "e-mailed" : "shown on /support only"}
                    </p>
                    <LinkedText text={reply.body} className="break-words whitespace-pre-wrap" />
                  </div>
                ))}
                <RequestActions
                  requestId={r.id}
                  status={r.status}
                  kind={r.kind}
                  schedulingUrl={schedulingUrl}
                />
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section id="contact" title="Contact messages" count={contacts.length}>
        {contacts.length === 0 ? (
          <p className="text-sm text-muted-foreground">No messages yet.</p>
        ) : (
          <ul className="flex flex-col gap-2" data-testid="operator-contacts">
            {contacts.map((c) => (
              <li key={c.id} className="rounded-xl border bg-card p-3 text-sm">
                <p className="font-medium">{c.subject ?? "(no subject)"}</p>
                <p className="text-xs text-muted-foreground">
                  {c.name} · <a href={`mailto:${c.email}`}>{c.email}</a> · {when(c.createdAt)} ·{" "}
                  {c.emailedAt ? "e-mailed to the team" : "not e-mailed"}
                </p>
                <p className="mt-1 whitespace-pre-wrap">{c.message}</p>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section id="accounts" title="Accounts">
        <form className="mb-3 flex gap-2" role="search" action="/admin#accounts">
          <Input
            name="q"
            defaultValue={query}
            placeholder="E-mail, name or account id"
            aria-label="Search accounts"
            className="max-w-sm"
          />
          <Button type="submit" variant="outline">
            Search
          </Button>
          {query && (
            <Button asChild variant="ghost">
              <Link href="/admin#accounts">Clear</Link>
            </Button>
          )}
        </form>
        <div className="overflow-x-auto">
          <table className="w-full text-sm" data-testid="operator-accounts">
            <thead>
              <tr>
                <th className={cell}>Account</th>
                <th className={cell}>Plan</th>
                <th className={cell}>Paid</th>
                <th className={cell}>Joined</th>
                <th className={cell}>Set plan</th>
              </tr>
            </thead>
            <tbody>
              {accounts.map((u) => (
                <tr key={u.id} data-user-id={u.id}>
                  <td className={cell}>
                    <p className="font-medium">{u.email ?? u.id}</p>
                    <p className="text-xs text-muted-foreground">
                      {u.name ?? "Unnamed"}
                      {u.isDemo ? " · demo" : ""} · {u.id}
                    </p>
                  </td>
                  <td className={cell}>
                    {tierName(u.tier)}
                    {u.baseTier !== "freemium" && (
                      <p className="text-xs text-muted-foreground">
                        set by an operator: {tierName(u.baseTier)}
                      </p>
                    )}
                  </td>
                  <td className={cell}>
                    {money(u.paidCents)}
                    <p className="text-xs text-muted-foreground">{u.payments} payment(s)</p>
                  </td>
                  <td className={cell}>{when(u.createdAt)}</td>
                  <td className={cell}>
                    <SetPlanForm userId={u.id} tier={u.tier} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {accounts.length === 0 && <p className="mt-2 text-sm text-muted-foreground">No accounts match.</p>}
        </div>
      </Section>

      <Section id="payments" title="Payments" count={payments.length}>
        <div className="overflow-x-auto">
          <table className="w-full text-sm" data-testid="operator-payments">
            <thead>
              <tr>
                <th className={cell}>When</th>
                <th className={cell}>Account</th>
                <th className={cell}>Plan</th>
                <th className={cell}>Amount</th>
                <th className={cell}>Status</th>
                <th className={cell}>Stripe</th>
              </tr>
            </thead>
            <tbody>
              {payments.map((p) => (
                <tr key={p.id} className={cn(p.problem && "bg-destructive/5")}>
                  <td className={cell}>{when(p.createdAt)}</td>
                  <td className={cell}>{p.userEmail ?? p.userId}</td>
                  <td className={cell}>{tierName(p.tier)}</td>
                  <td className={cell}>{money(p.amount, p.currency)}</td>
                  <td className={cell}>
                    {p.status}
                    {p.problem && <p className="text-xs font-medium text-destructive">{p.problem}</p>}
                  </td>
                  <td className={cn(cell, "font-mono text-xs")}>{p.paymentIntentId ?? p.stripeId}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {payments.length === 0 && <p className="mt-2 text-sm text-muted-foreground">No payments yet.</p>}
        </div>
      </Section>

      <Section id="mail" title="E-mails the mail server did not take" count={unsent.length}>
        {mails.length === 0 ? (
          <p className="text-sm text-muted-foreground">None.</p>
        ) : (
          <ul className="flex flex-col gap-2" data-testid="operator-mails">
            {mails.map((m) => (
              <li
                key={m.id}
                className="flex flex-wrap items-start gap-3 rounded-xl border bg-card p-3 text-sm"
              >
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{m.subject}</p>
                  <p className="text-xs text-muted-foreground">
                    To {m.to} · {m.purpose.replace("_", " ")} · first tried {when(m.createdAt)} · {m.attempts}{" "}
                    attempt(s)
                  </p>
                  <p className="text-xs text-destructive">{m.sentAt ? `Sent ${when(m.sentAt)}` : m.error}</p>
                </div>
                {!m.sentAt && <RetryMailButton mailId={m.id} />}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section id="audit" title="Audit log">
        {audit.length === 0 ? (
          <p className="text-sm text-muted-foreground">No plan changes yet.</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm" data-testid="operator-audit">
            {audit.map((a) => {
              const d = a.details as { from?: string; to?: string };
              return (
                <li key={a.id}>
                  {when(a.createdAt)} · <span className="font-medium">{a.actor}</span> set{" "}
                  {a.targetEmail ?? a.targetUserId} from {planName(d.from)} to {planName(d.to)}: “{a.reason}”
                </li>
              );
            })}
          </ul>
        )}
      </Section>
    </div>
  );
}
