import { listContactMessagesForOperator } from "@/db/queries/contact";
import { getFailedMail, listFailedMails } from "@/db/queries/failed-mails";
import { listAuditLog, listPaymentsForOperator, listUsersForOperator } from "@/db/queries/operator";
import {
  getSupportRequestForOperator,
  listSupportRequestsForOperator,
  setSupportRequestStatus,
} from "@/db/queries/support";
import { AppError } from "@/core/errors";
import { operatorOf, type Operator } from "@/core/operator-access";
import { setupTestDatabase } from "@/tests/helpers/db";

/**
 * The console's queries check the operator themselves: a page or handler that forgot its own check (the
 * /admin page once did) still reads nothing. Only a value made by operatorOf for a listed, non-demo
 * account passes; a cast, a plain user or nothing is refused before any read.
 */

process.env.ADMIN_EMAILS = "ops@launchforge.test";

setupTestDatabase();

const ID = "00000000-0000-4000-8000-000000000000";

/** Every console query, called as `operator` would call it. */
const QUERIES: Record<string, (operator: Operator) => Promise<unknown>> = {
  listUsersForOperator: (operator) => listUsersForOperator({ operator, query: "demo" }),
  listPaymentsForOperator: (operator) => listPaymentsForOperator({ operator }),
  listAuditLog: (operator) => listAuditLog({ operator }),
  listContactMessagesForOperator: (operator) => listContactMessagesForOperator({ operator }),
  listSupportRequestsForOperator: (operator) => listSupportRequestsForOperator({ operator }),
  getSupportRequestForOperator: (operator) => getSupportRequestForOperator({ operator, id: ID }),
  setSupportRequestStatus: (operator) => setSupportRequestStatus({ operator, id: ID, status: "closed" }),
  listFailedMails: (operator) => listFailedMails({ operator }),
  getFailedMail: (operator) => getFailedMail({ operator, id: ID }),
};

const listed = { id: "u-ops", email: "OPS@launchforge.test", isDemo: false };

describe("operatorOf", () => {
  it("makes an operator only of a listed account that is not a demo one", () => {
    expect(operatorOf(null)).toBeNull();
    expect(operatorOf(undefined)).toBeNull();
    expect(operatorOf({ ...listed, isDemo: true })).toBeNull();
    expect(operatorOf({ ...listed, email: null })).toBeNull();
    expect(operatorOf({ ...listed, email: "founder@launchforge.test" })).toBeNull();
    expect(operatorOf(listed)).toMatchObject({ id: "u-ops", email: "OPS@launchforge.test" });
  });
});

describe("the console's queries", () => {
  const forged: Record<string, unknown> = {
    "a user cast to an operator": { id: "u-ops", email: "ops@launchforge.test" },
    "a demo account with a listed address, as operatorOf gives it": operatorOf({ ...listed, isDemo: true }),
    null: null,
    undefined: undefined,
  };

  for (const [name, query] of Object.entries(QUERIES)) {
    it.each(Object.keys(forged))(`${name} refuses %s`, async (kind) => {
      const error = await query(forged[kind] as Operator).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(404);
    });

    it(`${name} answers an operator`, async () => {
      await query(operatorOf(listed)!);
    });
  }
});
