import { ArrowRightIcon, CheckIcon, QuoteIcon, SparklesIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";

import { FeatureIcon } from "@/components/marketing/feature-icon";
import { LandingModals } from "@/components/marketing/landing-modals";
import { PlansGrid } from "@/components/marketing/plans-grid";
import { STEP_ICONS } from "@/components/project/step-icons";
import { Button } from "@/components/ui/button";
import { CLAIMS, FEATURES, TESTIMONIALS } from "@/lib/content/landing";
import { STEPS } from "@/lib/steps";

export const metadata: Metadata = {
  title: { absolute: "LaunchForge: Stop Doodling, Start Doing" },
  description:
    "Turn a raw business idea into a launch package in under two hours: an AI concept analysis, brand names with real domain checks, a business analysis, prototype assets, a 60-day plan and a pitch deck.",
  alternates: { canonical: "/" },
};

function SectionHeading({
  id,
  eyebrow,
  title,
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="mx-auto mb-12 max-w-2xl text-center">
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
        {title}
      </h2>
      {children && <p className="mt-4 text-lg text-muted-foreground">{children}</p>}
    </div>
  );
}

export default function LandingPage() {
  return (
    <>
      <section
        aria-labelledby="hero-title"
        className="relative overflow-hidden border-b bg-gradient-to-b from-primary/10 via-background to-background"
      >
        <div className="mx-auto flex max-w-5xl flex-col items-center gap-7 px-4 py-20 text-center sm:py-28">
          <p className="inline-flex items-center gap-2 rounded-full border bg-background/70 px-3 py-1 text-sm text-muted-foreground">
            <SparklesIcon aria-hidden className="size-4 text-brand" /> A complete startup package in under 2
            hours
          </p>
          <h1 id="hero-title" className="text-5xl font-extrabold tracking-tight text-balance sm:text-7xl">
            Stop Doodling, Start Doing
          </h1>
          <p className="max-w-2xl text-lg text-pretty text-muted-foreground sm:text-xl">
            Answer five questions about your idea. LaunchForge turns them into a refined concept, brand names
            with real domain checks, a business analysis, prototype assets, a 60-day action plan and a pitch
            deck.
          </p>
          <div className="flex flex-wrap justify-center gap-3">
            <Button asChild size="lg">
              <Link href="/quiz">
                Start Free <ArrowRightIcon aria-hidden />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link href="#pricing">See Plans</Link>
            </Button>
          </div>
          <LandingModals />
          <ul
            className="mt-4 grid w-full max-w-3xl grid-cols-2 gap-4 sm:grid-cols-4"
            aria-label="LaunchForge in numbers"
          >
            {CLAIMS.map((claim) => (
              <li key={claim.label} className="rounded-xl border bg-card/70 px-3 py-4">
                <p className="text-2xl font-bold">{claim.value}</p>
                <p className="text-sm text-muted-foreground">{claim.label}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section
        id="process"
        aria-labelledby="process-title"
        className="mx-auto max-w-6xl scroll-mt-20 px-4 py-20"
      >
        <SectionHeading id="process-title" eyebrow="The process" title="Six steps from idea to launch">
          Each step unlocks when the one before is done, so every part of your package builds on the last.
        </SectionHeading>
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {STEPS.map((step) => {
            const Icon = STEP_ICONS[step.key];
            return (
              <li key={step.key} className="relative rounded-2xl border bg-card p-6 shadow-sm">
                <span className="flex size-11 items-center justify-center rounded-xl bg-primary/10 text-primary">
                  <Icon aria-hidden className="size-5" />
                </span>
                <p className="mt-4 text-sm font-semibold text-primary">Step {step.number}</p>
                <h3 className="mt-1 text-lg font-semibold">{step.title}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{step.description}</p>
                <p className="mt-4 text-xs font-medium text-muted-foreground">{step.duration}</p>
              </li>
            );
          })}
        </ol>
      </section>

      <section id="features" aria-labelledby="features-title" className="scroll-mt-20 border-y bg-muted/40">
        <div className="mx-auto max-w-6xl px-4 py-20">
          <SectionHeading
            id="features-title"
            eyebrow="Features"
            title="Everything a founder needs to launch"
          />
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {FEATURES.map((feature) => (
              <li key={feature.title} className="rounded-2xl border bg-card p-6">
                <FeatureIcon name={feature.icon} className="size-6 text-brand" />
                <h3 className="mt-4 font-semibold">{feature.title}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{feature.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="testimonials-title" className="mx-auto max-w-6xl px-4 py-20">
        <SectionHeading id="testimonials-title" eyebrow="Founders" title="From notebook to launch" />
        <ul className="grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.map((t) => (
            <li key={t.name}>
              <figure className="flex h-full flex-col rounded-2xl border bg-card p-6">
                <QuoteIcon aria-hidden className="size-6 text-primary/60" />
                <blockquote className="mt-3 flex-1 text-pretty">{t.quote}</blockquote>
                <figcaption className="mt-5">
                  <p className="font-semibold">{t.name}</p>
                  <p className="text-sm text-muted-foreground">{t.role}</p>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>

      <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-20 border-t bg-muted/40">
        <div className="mx-auto max-w-6xl px-4 py-20">
          <SectionHeading id="pricing-title" eyebrow="Pricing" title="Simple, one-time pricing">
            Start free. Upgrade once, keep it forever. 30-day money-back guarantee.
          </SectionHeading>
          <PlansGrid />
        </div>
      </section>

      <section aria-labelledby="cta-title" className="mx-auto max-w-4xl px-4 py-20 text-center">
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          Your idea deserves more than a doodle
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-muted-foreground">
          Five questions now, a launch package before dinner.
        </p>
        <ul className="mx-auto mt-6 flex max-w-xl flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-muted-foreground">
          {["Free to start", "No credit card", "Keep everything you create"].map((point) => (
            <li key={point} className="flex items-center gap-1.5">
              <CheckIcon aria-hidden className="size-4 text-success" /> {point}
            </li>
          ))}
        </ul>
        <Button asChild size="lg" className="mt-8">
          <Link href="/quiz">
            Start Free <ArrowRightIcon aria-hidden />
          </Link>
        </Button>
      </section>
    </>
  );
}
