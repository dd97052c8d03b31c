import { testRequest } from "@/tests/helpers/http";
import { DELETE, GET, PATCH, POST, PUT } from "./route";

describe("/api/[...path]", () => {
  it.each([
    ["GET", GET],
    ["POST", POST],
    ["PUT", PUT],
    ["PATCH", PATCH],
    ["DELETE", DELETE],
  ])("answers %s to an unknown endpoint with a JSON 404", async (method, handler) => {
    const response = handler(testRequest("/api/no/such/thing", { method }));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: "not_found",
      message: "No API endpoint at /api/no/such/thing.",
    });
  });
});
