import Link from "next/link";
import type { CSSProperties } from "react";

import { readableOn } from "@/lib/color";
import { MOCKUP_SIZES } from "@/lib/documents/mockups/sizes";
import type { LaunchPageContent } from "@/lib/launch/content";
import "./brand-fonts";

/** What the page says back after the form (codes from the join route, never free text from the URL). */
export const NOTICES = {
  pending: { tone: "ok", text: "Thank you! Check your inbox and confirm your address to keep your place." },
  joined: { tone: "ok", text: "Thank you! You are on the list." },
  confirmed: { tone: "ok", text: "Your address is confirmed. We will write when we launch." },
  unconfirmed: { tone: "error", text: "That confirmation link is not valid any more. Join again below." },
  invalid: { tone: "error", text: "Please enter a valid e-mail address (and keep your answers short)." },
  busy: { tone: "error", text: "Too many signups just now. Please try again in a few minutes." },
  preview: { tone: "error", text: "This page is a preview: it takes signups once it is published." },
} as const;
export type NoticeCode = keyof typeof NOTICES;

/**
 * A founder's public launch page: the brand's colours and fonts, the headline, the problem and solution in
 * the founder's words, features, mockups, price, questions and answers, and a waitlist form that works
 * without JavaScript (a plain HTML form post). Every founder-written text is rendered as text.
 */
export function LaunchPage({
  slug,
  content,
  preview,
  notice,
  privacy,
}: {
  slug: string;
  content: LaunchPageContent;
  preview: boolean;
  notice: NoticeCode | null;
  privacy: string;
}) {
  const { brand, settings } = content;
  const c = brand.colors;
  const onPrimary = readableOn(c.primary);
  const style = {
    "--lp-bg": c.background,
    "--lp-text": c.text,
    "--lp-primary": c.primary,
    "--lp-on-primary": onPrimary,
    "--lp-accent": c.accent,
    fontFamily: `"${brand.bodyFont}", system-ui, sans-serif`,
    background: c.background,
    color: c.text,
  } as CSSProperties;
  const heading = { fontFamily: `"${brand.headingFont}", system-ui, sans-serif` };
  const show = settings.sections;
  const shown = notice ? NOTICES[notice] : null;
  // The solution in the founder's words, unless the subheadline already says it word for word.
  const solutionCard =
    content.solution && content.solution !== settings.subheadline ? content.solution : null;

  return (
    <div style={style} className="flex min-h-dvh flex-col">
      {preview && (
        <p role="status" className="bg-black px-4 py-2 text-center text-sm text-white">
          Preview: only you can see this page. Visitors get “not found” until you publish it.
        </p>
      )}
      <header className="mx-auto flex w-full max-w-5xl items-center justify-between px-5 py-5">
        <span className="text-xl font-bold" style={heading}>
          {brand.name}
        </span>
        <a
          href="#waitlist"
          className="rounded-full px-4 py-2 text-sm font-bold"
          style={{ background: c.primary, color: onPrimary }}
        >
          {settings.cta}
        </a>
      </header>

      <main id="main" className="flex-1">
        <section className="mx-auto max-w-5xl px-5 pt-10 pb-12 text-center sm:pt-16">
          <h1 className="text-4xl leading-tight font-bold text-balance sm:text-5xl" style={heading}>
            {settings.headline}
          </h1>
          {settings.subheadline && (
            <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed opacity-85">
              {settings.subheadline}
            </p>
          )}
          <a
            href="#waitlist"
            className="mt-8 inline-block rounded-full px-6 py-3 text-base font-bold"
            style={{ background: c.primary, color: onPrimary }}
          >
            {settings.cta}
          </a>
        </section>

        {show.problem && content.problem && (
          <section
            className={`mx-auto grid max-w-5xl gap-6 px-5 pb-12 ${solutionCard ? "sm:grid-cols-2" : ""}`}
          >
            <div className="rounded-2xl border border-current/15 p-6">
              <h2 className="text-lg font-bold" style={heading}>
                The problem
              </h2>
              <p className="mt-3 leading-relaxed">{content.problem}</p>
            </div>
            {solutionCard && (
              <div className="rounded-2xl border border-current/15 p-6">
                <h2 className="text-lg font-bold" style={heading}>
                  What {brand.name} does
                </h2>
                <p className="mt-3 leading-relaxed">{content.solution}</p>
              </div>
            )}
          </section>
        )}

        {show.mockups && content.hasMockups && (
          <section aria-label="Mockups" className="mx-auto max-w-5xl px-5 pb-12">
            {/* The laptop on wide screens, the phone on narrow ones; drawn by our own route, so no next/image.
                Below the fold and lazy: the headline is what a visitor reads first (and the page's LCP). */}
            <picture>
              <source
                media="(max-width: 640px)"
                srcSet={`/api/launch/${slug}/mockups/phone`}
                width={MOCKUP_SIZES.phone.width}
                height={MOCKUP_SIZES.phone.height}
              />
              <img
                src={`/api/launch/${slug}/mockups/hero`}
                alt={`${brand.name}, as it will look`}
                width={MOCKUP_SIZES.hero.width}
                height={MOCKUP_SIZES.hero.height}
                loading="lazy"
                decoding="async"
                className="mx-auto h-auto w-full max-w-xs rounded-2xl shadow-lg sm:max-w-none"
              />
            </picture>
          </section>
        )}

        {show.features && content.features.length > 0 && (
          <section className="mx-auto max-w-5xl px-5 pb-12">
            <h2 className="text-2xl font-bold" style={heading}>
              What you get
            </h2>
            <ul className="mt-5 grid gap-4 sm:grid-cols-2">
              {content.features.map((feature) => (
                <li key={feature} className="flex gap-3 rounded-xl border border-current/15 p-4">
                  <span
                    aria-hidden
                    className="mt-1.5 size-2.5 shrink-0 rounded-full"
                    style={{ background: c.accent }}
                  />
                  <span>{feature}</span>
                </li>
              ))}
            </ul>
          </section>
        )}

        {show.price && content.price && (
          <section className="mx-auto max-w-5xl px-5 pb-12 text-center">
            <h2 className="text-2xl font-bold" style={heading}>
              Price
            </h2>
            <p className="mt-3 text-3xl font-bold">{content.price}</p>
          </section>
        )}

        <section id="waitlist" className="mx-auto w-full max-w-xl scroll-mt-6 px-5 pb-14">
          <div
            className="rounded-2xl p-6 shadow-lg sm:p-8"
            style={{ background: c.primary, color: onPrimary }}
          >
            <h2 className="text-2xl font-bold" style={heading}>
              {settings.cta}
            </h2>
            <p className="mt-2 opacity-90">Be the first to hear when {brand.name} launches.</p>
            {shown && (
              <p
                role={shown.tone === "error" ? "alert" : "status"}
                className="mt-4 rounded-lg px-3 py-2 text-sm font-semibold"
                style={{ background: onPrimary, color: c.primary }}
              >
                {shown.text}
              </p>
            )}
            <form method="post" action={`/api/launch/${slug}/join`} className="mt-5 flex flex-col gap-3">
              <label className="flex flex-col gap-1 text-sm font-semibold">
                E-mail
                <input
                  type="email"
                  name="email"
                  required
                  maxLength={254}
                  autoComplete="email"
                  className="rounded-lg border-0 bg-white px-3 py-2.5 text-base font-normal text-black"
                />
              </label>
              <label className="flex flex-col gap-1 text-sm font-semibold">
                Name (optional)
                <input
                  type="text"
                  name="name"
                  maxLength={80}
                  autoComplete="name"
                  className="rounded-lg border-0 bg-white px-3 py-2.5 text-base font-normal text-black"
                />
              </label>
              {settings.question && (
                <label className="flex flex-col gap-1 text-sm font-semibold">
                  {settings.question} (optional)
                  <input
                    type="text"
                    name="answer"
                    maxLength={500}
                    className="rounded-lg border-0 bg-white px-3 py-2.5 text-base font-normal text-black"
                  />
                </label>
              )}
              {/* The honeypot: hidden from people, filled in by bots; a filled one is not stored. */}
              <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
                <label>
                  Leave this empty
                  <input type="text" name="website" tabIndex={-1} autoComplete="off" />
                </label>
              </div>
              <button
                type="submit"
                className="mt-1 rounded-full px-5 py-3 text-base font-bold"
                style={{ background: onPrimary, color: c.primary }}
              >
                {settings.cta}
              </button>
            </form>
            <p className="mt-4 text-xs leading-relaxed opacity-85">{privacy}</p>
          </div>
        </section>

        {show.faq && content.faq.length > 0 && (
          <section className="mx-auto max-w-3xl px-5 pb-14">
            <h2 className="text-2xl font-bold" style={heading}>
              Questions and answers
            </h2>
            <dl className="mt-5 flex flex-col gap-5">
              {content.faq.map(({ question, answer }) => (
                <div key={question}>
                  <dt className="font-bold">{question}</dt>
                  <dd className="mt-1 leading-relaxed opacity-90">{answer}</dd>
                </div>
              ))}
            </dl>
          </section>
        )}
      </main>

      <footer className="mx-auto w-full max-w-5xl px-5 py-8 text-center text-sm opacity-75">
        © {new Date().getFullYear()} {brand.name} · Made with{" "}
        <Link href="/" className="underline">
          LaunchForge
        </Link>
      </footer>
    </div>
  );
}
