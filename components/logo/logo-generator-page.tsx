"use client";

import { useSearchParams } from "next/navigation";
import { Suspense } from "react";

import { brandFromQuery } from "@/lib/logo-query";
import { LogoGenerator } from "./logo-generator";

function FromQuery() {
  const initialText = brandFromQuery(useSearchParams().getAll("brand"));
  return <LogoGenerator key={initialText} initialText={initialText} />;
}

/**
 * The logo maker as the prerendered /logo-generator serves it: the HTML holds the maker with the fallback
 * brand, and the browser starts it from ?brand= (a founder's link from their project) once it loads. The
 * maker is the same size either way; only the name in it changes.
 */
export function LogoGeneratorPage() {
  return (
    <Suspense fallback={<LogoGenerator initialText={brandFromQuery([])} />}>
      <FromQuery />
    </Suspense>
  );
}
