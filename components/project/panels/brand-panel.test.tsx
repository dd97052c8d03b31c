/** @jest-environment jsdom */
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { createQueryClient } from "@/lib/query-client";
import { BrandPanel } from "./brand-panel";
import { UNKNOWN_EXPLANATIONS } from "./domain-marks";

/** The brand panel's domain marks against a fetch that answers as our /api/domain/check would. */

const names = [
  { name: "BakeWise", rationale: "Bakes what sells.", tagline: "Bake what sells.", domain: "bakewise.com" },
];
const unknown = { status: "unknown", available: null };
const free = { status: "available", available: true };
let bodies: unknown[];
let answer: (body: { recheck?: boolean }) => { status: number; json: unknown };

beforeEach(() => {
  bodies = [];
  global.fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body));
    bodies.push(body);
    const { status, json } = answer(body);
    // jsdom has no Response: the parts of one the client reads.
    return {
      ok: status < 400,
      status,
      statusText: "",
      json: async () => json,
      text: async () => JSON.stringify(json),
    } as unknown as Response;
  }) as typeof fetch;
});

function renderPanel() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <BrandPanel brandData={{ names } as never} selectedBrand={null} saveBrand={async () => true} />
    </QueryClientProvider>,
  );
}

it("says why marks are unknown under them, and Check again looks them up afresh", async () => {
  answer = ({ recheck }) => ({
    status: 200,
    json: {
      domain: "bakewise.com",
      available: recheck ? true : null,
      extensions: { ".com": recheck ? free : unknown, ".io": recheck ? free : unknown },
      ...(recheck ? {} : { unknownReason: "no-answer" }),
    },
  });
  renderPanel();
  expect(await screen.findByText(UNKNOWN_EXPLANATIONS["no-answer"])).toBeInTheDocument();
  expect(screen.getByLabelText("bakewise.com: Unknown")).toBeInTheDocument();
  await userEvent.click(screen.getByRole("button", { name: "Check the domains for BakeWise again" }));
  expect(await screen.findByLabelText("bakewise.com: Available")).toBeInTheDocument();
  expect(screen.queryByText(UNKNOWN_EXPLANATIONS["no-answer"])).not.toBeInTheDocument();
  expect(bodies).toEqual([{ brandName: "BakeWise" }, { brandName: "BakeWise", recheck: true }]);
});

it("ends a failed check in a state with its reason and a retry, never an endless spinner", async () => {
  answer = () => ({ status: 429, json: { error: "rate_limited", message: "Too many domain checks." } });
  renderPanel();
  expect(
    await screen.findByText("The domain check did not finish: Too many domain checks."),
  ).toBeInTheDocument();
  expect(screen.queryByText("Checking domains…")).not.toBeInTheDocument();
  answer = () => ({
    status: 200,
    json: { domain: "bakewise.com", available: true, extensions: { ".com": free } },
  });
  await userEvent.click(screen.getByRole("button", { name: "Check the domains for BakeWise again" }));
  await waitFor(() => expect(screen.getByLabelText("bakewise.com: Available")).toBeInTheDocument());
});

it("says when the registries are still answering, and when checks are off (with nothing to retry)", async () => {
  answer = () => ({
    status: 200,
    json: {
      domain: "bakewise.com",
      available: false,
      extensions: { ".com": { status: "taken", available: false }, ".io": unknown },
      unknownReason: "still-checking",
    },
  });
  renderPanel();
  expect(await screen.findByText(UNKNOWN_EXPLANATIONS["still-checking"])).toBeInTheDocument();
  expect(screen.getByLabelText("bakewise.com: Taken")).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Check the domains for BakeWise again" })).toBeEnabled();
});

it("offers no Check again when this server does not check domains", async () => {
  answer = () => ({
    status: 200,
    json: {
      domain: "bakewise.com",
      available: null,
      extensions: { ".com": unknown, ".io": unknown },
      unknownReason: "checks-off",
    },
  });
  renderPanel();
  expect(await screen.findByText(UNKNOWN_EXPLANATIONS["checks-off"])).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: /Check the domains/ })).not.toBeInTheDocument();
});
