import type { Metadata } from "next";

import { LegalPage } from "@/components/legal/legal-page";
import { PRIVACY_POLICY } from "@/lib/content/legal";

export const metadata: Metadata = {
  title: "Privacy Policy",
  description: PRIVACY_POLICY.summary,
  alternates: { canonical: "/privacy" },
};

export default function PrivacyPage() {
  return <LegalPage document={PRIVACY_POLICY} related={{ href: "/terms", label: "Terms of Service" }} />;
}
