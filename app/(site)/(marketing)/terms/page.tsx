import type { Metadata } from "next";

import { LegalPage } from "@/components/legal/legal-page";
import { TERMS_OF_SERVICE } from "@/lib/content/legal";

export const metadata: Metadata = {
  title: "Terms of Service",
  description: TERMS_OF_SERVICE.summary,
  alternates: { canonical: "/terms" },
};

export default function TermsPage() {
  return <LegalPage document={TERMS_OF_SERVICE} related={{ href: "/privacy", label: "Privacy Policy" }} />;
}
