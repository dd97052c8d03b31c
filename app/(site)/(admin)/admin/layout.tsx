import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";

import { isOperator } from "@/core/operator-access";
import { getCurrentUser } from "@/lib/session";

export const metadata: Metadata = { title: "Operator console", robots: { index: false, follow: false } };

/**
 * The operator console: only accounts in ADMIN_EMAILS; everyone else, signed in or not, gets the 404 page.
 * Not the guard that counts: the page checks too, and so does every query it runs.
 */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  if (!isOperator(await getCurrentUser())) notFound();
  return children;
}
