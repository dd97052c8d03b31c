import LinkifyIt from "linkify-it";
import type { ReactNode } from "react";

const linkify = new LinkifyIt();
const SAFE_SCHEMES = new Set(["http:", "https:", "mailto:"]);

/**
 * Plain text with its web and mail addresses as links (linkify-it, the matcher markdown-it uses): an
 * operator's reply with a booking link. Only http(s) and mailto become links; everything else stays text,
 * and React escapes it.
 */
export function LinkedText({ text, className }: { text: string; className?: string }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const match of linkify.match(text) ?? []) {
    if (!SAFE_SCHEMES.has(match.schema || "http:")) continue;
    if (match.index > at) parts.push(text.slice(at, match.index));
    parts.push(
      <a
        key={match.index}
        href={match.url}
        className="font-medium text-primary underline underline-offset-2"
        target={match.schema === "mailto:" ? undefined : "_blank"}
        rel="noopener noreferrer"
      >
        {match.text}
      </a>,
    );
    at = match.lastIndex;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <p className={className ?? "whitespace-pre-wrap"}>{parts}</p>;
}
