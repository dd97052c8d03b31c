/** @jest-environment jsdom */
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";

import { Toaster } from "@/components/ui/sonner";
import { CONTACT_EMAIL_MESSAGE } from "@/lib/validation/contact";
import { ContactForm, SEND_FAILED_MESSAGE } from "./contact-form";

interface FetchCall {
  url: string;
  method: string;
  body: unknown;
}

let calls: FetchCall[];
let reply: { status: number; body: unknown };
const originalFetch = globalThis.fetch;

beforeEach(() => {
  calls = [];
  reply = { status: 200, body: { received: true, emailed: true } };
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      url: String(input),
      method: init?.method ?? "GET",
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    const text = JSON.stringify(reply.body);
    return {
      ok: reply.status >= 200 && reply.status < 300,
      status: reply.status,
      statusText: "",
      json: async () => reply.body,
      text: async () => text,
    };
  }) as typeof fetch;
});

afterEach(() => {
  globalThis.fetch = originalFetch;
  act(() => {
    toast.dismiss(); // sonner keeps its toasts in a module-wide store
  });
});

function renderForm() {
  render(
    <>
      <ContactForm staffed />
      <Toaster />
    </>,
  );
  return userEvent.setup();
}

const nameBox = () => screen.getByRole("textbox", { name: "Name" });
const emailBox = () => screen.getByRole("textbox", { name: "Email" });
const subjectBox = () => screen.getByRole("textbox", { name: "Subject (optional)" });
const messageBox = () => screen.getByRole("textbox", { name: "Message" });
const sendButton = () => screen.getByRole("button", { name: "Send Message" });

async function fillValid(user: ReturnType<typeof userEvent.setup>, overrides: { email?: string } = {}) {
  await user.type(nameBox(), "  Ada Lovelace ");
  await user.type(emailBox(), overrides.email ?? "ada@example.com");
  await user.type(subjectBox(), "Refund question");
  await user.type(messageBox(), "Can I still get a refund on the Spark plan?");
}

describe("ContactForm", () => {
  it("labels the fields and marks the required ones", () => {
    renderForm();
    expect(nameBox()).toBeRequired();
    expect(emailBox()).toBeRequired();
    expect(emailBox()).toHaveAttribute("type", "email");
    expect(subjectBox()).not.toBeRequired();
    expect(messageBox()).toBeRequired();
  });

  it("shows 'Missing Information' and marks the empty required fields without sending", async () => {
    const user = renderForm();
    await user.type(subjectBox(), "Only a subject");
    await user.click(sendButton());

    expect(await screen.findByText("Missing Information")).toBeInTheDocument();
    expect(screen.getByText("Please fill in all required fields.")).toBeInTheDocument();
    for (const box of [nameBox(), emailBox(), messageBox()]) {
      expect(box).toHaveAttribute("aria-invalid", "true");
      expect(box).toHaveAccessibleDescription(expect.stringContaining("This field is required."));
    }
    expect(subjectBox()).not.toHaveAttribute("aria-invalid");
    expect(nameBox()).toHaveFocus();
    expect(calls).toHaveLength(0);

    // Typing into a field clears its error.
    await user.type(nameBox(), "Ada");
    expect(nameBox()).not.toHaveAttribute("aria-invalid");
  });

  it("explains an invalid e-mail address inline without sending", async () => {
    const user = renderForm();
    await fillValid(user, { email: "ada-at-example" });
    await user.click(sendButton());

    expect(emailBox()).toHaveAttribute("aria-invalid", "true");
    expect(emailBox()).toHaveAccessibleDescription(CONTACT_EMAIL_MESSAGE);
    expect(emailBox()).toHaveFocus();
    expect(nameBox()).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByText("Missing Information")).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("explains a message that is too short", async () => {
    const user = renderForm();
    await user.type(nameBox(), "Ada");
    await user.type(emailBox(), "ada@example.com");
    await user.type(messageBox(), "Hi there");
    await user.click(sendButton());
    expect(messageBox()).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("Please write at least 10 characters")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("sends the trimmed message, shows 'Message Sent!' and a thank-you state", async () => {
    const user = renderForm();
    await fillValid(user);
    await user.click(sendButton());

    expect(await screen.findByText("Message Sent!")).toBeInTheDocument();
    const thanks = screen.getByRole("heading", { name: "Thank you, Ada Lovelace!" });
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(screen.getByText("ada@example.com")).toBeInTheDocument();
    expect(calls).toEqual([
      {
        url: "/api/contact",
        method: "POST",
        body: {
          name: "Ada Lovelace",
          email: "ada@example.com",
          subject: "Refund question",
          message: "Can I still get a refund on the Spark plan?",
        },
      },
    ]);

    await user.click(screen.getByRole("button", { name: "Send another message" }));
    expect(nameBox()).toHaveValue("");
  });

  it("shows the generic failure toast on a server error and keeps what was typed", async () => {
    reply = { status: 500, body: { error: "internal_error", message: "Something went wrong on our side." } };
    const user = renderForm();
    await fillValid(user);
    await user.click(sendButton());

    expect(await screen.findByText(SEND_FAILED_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: /Thank you/ })).not.toBeInTheDocument();
    expect(nameBox()).toHaveValue("  Ada Lovelace ");
    expect(sendButton()).toBeEnabled();
  });

  it("shows the server's message when it limits the sender", async () => {
    const limit = "Too many messages from this address. Please try again in a few minutes.";
    reply = { status: 429, body: { error: "rate_limited", message: limit } };
    const user = renderForm();
    await fillValid(user);
    await user.click(sendButton());
    expect(await screen.findByText(limit)).toBeInTheDocument();
  });
});
