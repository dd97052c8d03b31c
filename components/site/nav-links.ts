export const NAV_LINKS = [
  { href: "/#features", label: "Features" },
  { href: "/#process", label: "Process" },
  { href: "/#pricing", label: "Pricing" },
  { href: "/dashboard", label: "Dashboard" },
] as const;
