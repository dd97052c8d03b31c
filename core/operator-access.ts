import "server-only";

import { adminEmails } from "./env";
import { AppError } from "./errors";

/**
 * Who may read and change the operator console's data (/admin, /api/admin): a signed-in account, not a
 * demo one, whose e-mail is in ADMIN_EMAILS. The address comes from the user's row, which only an OAuth
 * sign-in fills.
 *
 * The console's queries (db/queries/operator.ts, contact.ts, support.ts, failed-mails.ts) take an
 * `Operator` and check it again themselves, so a page or handler that forgets its own check still reads
 * nothing: an `Operator` is only ever made by `operatorOf`, which checks the account, and a query refuses
 * any other object (a cast, a plain user, null).
 */

declare const OPERATOR: unique symbol;

export type Operator = { readonly id: string; readonly email: string; readonly [OPERATOR]: true };

type Account = { id: string; email: string | null; isDemo: boolean } | null | undefined;

/** Objects made by operatorOf: the only values requireOperator accepts. */
const issued = new WeakSet<object>();

export function isOperator(user: Account): boolean {
  if (!user || user.isDemo || !user.email) return false;
  return adminEmails().includes(user.email.toLowerCase());
}

/** The account as an operator, or null when it is not one (signed out, demo, not in ADMIN_EMAILS). */
export function operatorOf(user: Account): Operator | null {
  if (!user || !isOperator(user)) return null;
  const operator = Object.freeze({ id: user.id, email: user.email! }) as Operator;
  issued.add(operator);
  return operator;
}

/**
 * For the console's queries, before they read: refuses (404, as the console answers everyone else) any
 * value that is not an operator made by operatorOf (whose address is checked against ADMIN_EMAILS again).
 */
export function requireOperator(operator: Operator | null | undefined): void {
  const valid =
    !!operator &&
    typeof operator === "object" &&
    issued.has(operator) &&
    adminEmails().includes(operator.email.toLowerCase());
  if (!valid) throw new AppError(404, "Not found");
}
