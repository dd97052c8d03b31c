import { ArrowUpIcon, HashIcon, TriangleAlertIcon } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";

import {
  CONTACT_EMAIL,
  LEGAL_LAST_UPDATED,
  LEGAL_LAST_UPDATED_ISO,
  type LegalBlock,
  type LegalDocument,
} from "@/lib/content/legal";

const linkClass = "font-medium text-primary underline underline-offset-4 hover:text-primary/80";
const INLINE = /\[([^\]]+)\]\(([^)\s]+)\)|([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/g;

/** Text with [label](/path) links and bare e-mail addresses turned into links. */
function Inline({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const [whole, label, href, email] = match;
    const index = match.index ?? 0;
    if (index > last) parts.push(text.slice(last, index));
    if (email) {
      parts.push(
        <a key={index} href={`mailto:${email}`} className={linkClass}>
          {email}
        </a>,
      );
    } else if (href.startsWith("/")) {
      parts.push(
        <Link key={index} href={href} className={linkClass}>
          {label}
        </Link>,
      );
    } else {
      parts.push(
        <a key={index} href={href} className={linkClass} rel="noopener noreferrer">
          {label}
        </a>,
      );
    }
    last = index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}

function Block({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case "paragraph":
      return (
        <p>
          <Inline text={block.text} />
        </p>
      );
    case "list":
      return (
        <ul className="flex list-disc flex-col gap-2 pl-5 marker:text-muted-foreground">
          {block.items.map((item) => (
            <li key={item} className="pl-1">
              <Inline text={item} />
            </li>
          ))}
        </ul>
      );
    case "definitions":
      return (
        <dl className="flex flex-col gap-4">
          {block.items.map((item) => (
            <div key={item.term} className="border-l-2 border-primary/30 pl-4">
              <dt className="font-semibold text-foreground">{item.term}</dt>
              <dd className="mt-1">
                <Inline text={item.text} />
              </dd>
            </div>
          ))}
        </dl>
      );
    case "placeholder":
      return (
        <div
          role="note"
          className="flex gap-3 rounded-lg border border-dashed border-warning/60 bg-warning/10 p-4 text-sm text-foreground"
        >
          <TriangleAlertIcon className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
          <p>
            <span className="font-semibold">To be completed by the operator: </span>
            {block.text}
          </p>
        </div>
      );
  }
}

function TableOfContents({ document }: { document: LegalDocument }) {
  return (
    <nav
      aria-labelledby="legal-toc-heading"
      className="rounded-xl border bg-card p-5 lg:border-0 lg:bg-transparent lg:p-0"
    >
      <h2
        id="legal-toc-heading"
        className="mb-3 text-xs font-semibold tracking-wider text-muted-foreground uppercase"
      >
        On this page
      </h2>
      <ol className="grid gap-1 text-sm sm:grid-cols-2 lg:grid-cols-1">
        {document.sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="block rounded-md px-2 py-1.5 text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground"
            >
              {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The shared layout of /privacy and /terms: header, table of contents, anchored sections. */
export function LegalPage({
  document,
  related,
}: {
  document: LegalDocument;
  related: { href: string; label: string };
}) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <header id="legal-top" className="mb-10 flex scroll-mt-24 flex-col gap-3 border-b pb-8">
        <p className="text-sm font-semibold tracking-wider text-primary uppercase">Legal</p>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{document.title}</h1>
        <p className="max-w-2xl text-lg text-muted-foreground">{document.summary}</p>
        <p className="text-sm text-muted-foreground">
          Last updated <time dateTime={LEGAL_LAST_UPDATED_ISO}>{LEGAL_LAST_UPDATED}</time>
        </p>
      </header>

      <div className="grid gap-10 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-14">
        <div className="lg:sticky lg:top-24 lg:max-h-[calc(100dvh-7rem)] lg:self-start lg:overflow-y-auto">
          <TableOfContents document={document} />
        </div>

        <article className="flex max-w-3xl flex-col gap-10 text-base leading-7 text-foreground/85">
          {document.intro.length > 0 && (
            <div className="flex flex-col gap-4 rounded-xl bg-muted/60 p-5 text-foreground">
              {document.intro.map((text) => (
                <p key={text}>
                  <Inline text={text} />
                </p>
              ))}
            </div>
          )}

          {document.sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="scroll-mt-24"
            >
              <div className="group mb-4 flex items-center gap-2">
                <h2
                  id={`${section.id}-heading`}
                  className="text-xl font-semibold tracking-tight text-foreground"
                >
                  {section.title}
                </h2>
                <a
                  href={`#${section.id}`}
                  className="rounded-sm text-muted-foreground opacity-0 transition-opacity group-hover:opacity-100 focus-visible:opacity-100"
                >
                  <HashIcon className="size-4" aria-hidden="true" />
                  <span className="sr-only">Link to the section {section.title}</span>
                </a>
              </div>
              <div className="flex flex-col gap-4">
                {section.blocks.map((block, index) => (
                  <Block key={index} block={block} />
                ))}
              </div>
            </section>
          ))}

          <footer className="flex flex-col gap-4 border-t pt-6 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
            <p>
              Questions?{" "}
              <Link href="/contact" className={linkClass}>
                Contact us
              </Link>{" "}
              or write to{" "}
              <a href={`mailto:${CONTACT_EMAIL}`} className={linkClass}>
                {CONTACT_EMAIL}
              </a>
              . See also our{" "}
              <Link href={related.href} className={linkClass}>
                {related.label}
              </Link>
              .
            </p>
            <a href="#legal-top" className="inline-flex shrink-0 items-center gap-1 hover:text-foreground">
              <ArrowUpIcon className="size-4" aria-hidden="true" />
              Back to top
            </a>
          </footer>
        </article>
      </div>
    </div>
  );
}
