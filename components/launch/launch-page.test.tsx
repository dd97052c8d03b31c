import { renderToStaticMarkup } from "react-dom/server";

import { brandStyle } from "@/lib/documents/brand";
import type { LaunchPageContent } from "@/lib/launch/content";
import { LaunchPage } from "./launch-page";

const content = (over: Partial<LaunchPageContent> = {}): LaunchPageContent => ({
  brand: brandStyle({ brandName: "Shiftsole" }),
  settings: {
    headline: `<script>alert("x")</script> Twelve hours <b>on</b> your feet`,
    subheadline: `<img src=x onerror=alert(1)>`,
    cta: "Join the waitlist",
    question: `Which ward? "><svg onload=alert(1)>`,
    sections: { problem: true, features: true, mockups: true, price: true, faq: true },
  },
  problem: "Nurses stand for 12 hours.",
  solution: "A gel insole.",
  features: ["<i>Trim</i> to size"],
  screens: [],
  hasMockups: true,
  price: "£39",
  faq: [{ question: "Who is it for?", answer: "<a href=javascript:alert(1)>Nurses</a>." }],
  ...over,
});

const html = (c: LaunchPageContent, preview = false) =>
  renderToStaticMarkup(
    <LaunchPage
      slug="shiftsole"
      content={c}
      preview={preview}
      notice={null}
      privacy="Shiftsole is the controller."
    />,
  );

describe("LaunchPage", () => {
  it("shows every founder-written field as text, never as markup", () => {
    const out = html(content());
    expect(out).not.toMatch(/<script|<img src=x|<svg|<b>on|<i>Trim|<a href=javascript/);
    expect(out).toContain(
      "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Twelve hours &lt;b&gt;on&lt;/b&gt; your feet",
    );
    expect(out).toContain("&lt;i&gt;Trim&lt;/i&gt; to size");
  });

  it("posts the waitlist as a plain form with a hidden honeypot, and asks the founder's question", () => {
    const out = html(content());
    const form = out.match(/<form[^>]*>/)![0];
    expect(form).toContain('action="/api/launch/shiftsole/join"');
    expect(form).toContain('method="post"');
    expect(out).toMatch(
      /<div aria-hidden="true"[^>]*><label>Leave this empty<input type="text" tabindex="-1"[^>]*name="website"/,
    );
    expect(out).toContain('name="answer"');
    expect(html(content({ settings: { ...content().settings, question: "" } }))).not.toContain(
      'name="answer"',
    );
  });

  it("says it is a preview only when it is one, and leaves out the sections switched off", () => {
    expect(html(content(), true)).toContain("Preview: only you can see this page");
    expect(html(content())).not.toContain("Preview:");
    const off = html(
      content({
        settings: {
          ...content().settings,
          sections: { problem: false, features: false, mockups: false, price: false, faq: false },
        },
      }),
    );
    expect(off).not.toMatch(/The problem|What you get|mockups\/hero|£39|Questions and answers/);
    expect(off).toContain("Join the waitlist"); // the waitlist is the point of the page: never switched off
  });
});
