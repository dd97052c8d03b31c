/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";

import { SiteFooter } from "./site-footer";

describe("SiteFooter", () => {
  afterEach(() => jest.useRealTimers());

  it("shows this year's copyright, not a year written into the code", () => {
    jest.useFakeTimers({ now: new Date("2031-03-01T12:00:00Z") });
    render(<SiteFooter />);
    expect(screen.getByText("© 2031 LaunchForge. All rights reserved.")).toBeInTheDocument();
  });

  it("links the legal and public pages", () => {
    render(<SiteFooter />);
    const footer = screen.getByRole("navigation", { name: "Footer" });
    for (const name of ["Pricing", "Logo Generator", "Contact", "Privacy Policy", "Terms of Service"]) {
      expect(footer).toContainElement(screen.getByRole("link", { name }));
    }
  });
});
