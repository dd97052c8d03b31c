/** @jest-environment jsdom */
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { Toaster } from "@/components/ui/sonner";
import { DownloadButton, exportDownload } from "./download-button";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: jest.fn(), push }) }));

const projectId = "11111111-1111-4111-8111-111111111111";
let fetched: string[];
beforeEach(() => {
  fetched = [];
  push.mockReset();
  global.fetch = jest.fn(async (url: RequestInfo | URL) => {
    fetched.push(String(url));
    // jsdom has no Response: the parts of one the button reads.
    return {
      ok: true,
      status: 200,
      headers: { get: () => 'attachment; filename="x.pdf"' },
      blob: async () => new Blob(["file"]),
    } as unknown as Response;
  }) as typeof fetch;
});

describe("DownloadButton", () => {
  it("shows the plan an export needs before it is clicked, and offers the upgrade instead of a request", async () => {
    render(
      <>
        <Toaster />
        <DownloadButton
          projectId={projectId}
          download={exportDownload("pitchData.investorPdf")}
          lockedBelow="rocket"
        />
      </>,
    );
    const button = screen.getByRole("button", { name: "Investor deck (PDF): needs the Rocket plan" });
    expect(button).toHaveTextContent("Rocket");
    await userEvent.click(button);
    expect(await screen.findByText("Upgrade Required")).toBeInTheDocument();
    expect(screen.getByText(/The Investor Deck requires a Rocket plan/)).toBeInTheDocument();
    expect(fetched).toEqual([]);
    // A plain click: sonner's swipe handling needs pointer capture, which jsdom lacks.
    fireEvent.click(screen.getByRole("button", { name: "Upgrade Now" }));
    expect(push).toHaveBeenCalledWith("/pricing");
  });

  it("downloads from the registry's endpoint when the plan allows it", async () => {
    URL.createObjectURL = jest.fn(() => "blob:x");
    // The browser saves the file; jsdom would try to navigate to the blob URL.
    const click = jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    URL.revokeObjectURL = jest.fn();
    render(
      <>
        <Toaster />
        <DownloadButton projectId={projectId} download={exportDownload("pitchData.pdf")} lockedBelow={null} />
      </>,
    );
    const button = screen.getByRole("button", { name: "PDF" });
    expect(button).not.toHaveTextContent("Spark");
    await userEvent.click(button);
    expect(await screen.findByText("PDF Downloaded!")).toBeInTheDocument();
    expect(fetched).toEqual(["/api/pitch/download/pdf"]);
    expect(click).toHaveBeenCalledTimes(1);
    click.mockRestore();
  });
});
