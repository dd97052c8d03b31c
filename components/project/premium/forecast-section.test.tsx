/** @jest-environment jsdom */
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { Toaster } from "@/components/ui/sonner";
import { shownOffline } from "@/lib/ai/offline";
import { BATCH15_CORPUS } from "@/tests/fixtures/idea-corpus-batch15";
import { BATCH22_CORPUS } from "@/tests/fixtures/idea-corpus-batch22";
import { IDEA_FIXTURES } from "@/tests/fixtures/ideas";
import { financialForecastSchema } from "@/lib/artifacts/schemas";
import { createQueryClient } from "@/lib/query-client";
import { formatUsd, project as projectFinancials } from "@/lib/finance";
import type { ProjectView } from "../types";
import { FORECAST_FIELDS, fromDisplay, toDisplay } from "./forecast-fields";
import { ForecastSection } from "./forecast-section";

jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: jest.fn(), push: jest.fn() }) }));

const analysis = shownOffline("fullBusinessAnalysis", {
  answers: IDEA_FIXTURES[0].answers,
  brandName: "BakeWise",
});
const model = analysis.financialModel!;

function projectView(overrides: Partial<ProjectView> = {}): ProjectView {
  return {
    id: "11111111-1111-4111-8111-111111111111",
    name: "BakeWise",
    description: null,
    status: "business_analysis",
    fullBusinessAnalysisData: analysis,
    financialForecastData: null,
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    ...overrides,
  } as ProjectView;
}

let puts: unknown[];
beforeEach(() => {
  puts = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? "{}"));
    puts.push(body);
    const saved = { ...projectView(), ...body };
    return {
      ok: true,
      status: 200,
      json: async () => saved,
      text: async () => JSON.stringify(saved),
    } as Response;
  }) as typeof fetch;
});

function renderSection(view = projectView()) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ForecastSection project={view} />
      <Toaster />
    </QueryClientProvider>,
  );
}

const kpi = (label: string) => screen.getByTestId(`kpi-${label}`);

describe("forecast fields", () => {
  it("shows rates as percents and reads them back, refusing what is out of bounds", () => {
    const churn = FORECAST_FIELDS.find((f) => f.key === "monthlyChurnRate")!;
    expect(toDisplay(churn, 0.045)).toBe("4.5");
    expect(fromDisplay(churn, "4.5%")).toBeCloseTo(0.045);
    expect(fromDisplay(churn, "140")).toBeNull();
    expect(fromDisplay(churn, "")).toBeNull();
    const customers = FORECAST_FIELDS.find((f) => f.key === "newCustomersFirstMonth")!;
    expect(fromDisplay(customers, "12.6")).toBe(13);
    const price = FORECAST_FIELDS.find((f) => f.key === "pricePoint")!;
    expect(fromDisplay(price, "$1,200")).toBe(1200);
    expect(fromDisplay(price, "0")).toBeNull();
  });
});

describe("ForecastSection", () => {
  it("starts from the analysis's model and shows the same figures as lib/finance", () => {
    renderSection();
    const expected = projectFinancials(model.assumptions);
    expect(kpi("Revenue, year 3")).toHaveTextContent(formatUsd(expected.years[2].revenue));
    expect(screen.getByText("From the business analysis.")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Revenue and EBITDA per month" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Save assumptions/ })).toBeDisabled();
  });

  it("recomputes live as an assumption changes, and saves a forecast the server's schema accepts", async () => {
    renderSection();
    const before = kpi("Revenue, year 3").textContent;
    // A subscription's price is said to be a month's (the bakery plan).
    const price = screen.getByLabelText("Price a month");
    await userEvent.clear(price);
    await userEvent.type(price, String(model.assumptions.pricePoint * 2));
    const doubled = projectFinancials({ ...model.assumptions, pricePoint: model.assumptions.pricePoint * 2 });
    expect(kpi("Revenue, year 3")).toHaveTextContent(formatUsd(doubled.years[2].revenue));
    expect(kpi("Revenue, year 3").textContent).not.toBe(before);

    await userEvent.click(screen.getByRole("button", { name: /Save assumptions/ }));
    expect(await screen.findByText("Forecast Saved")).toBeInTheDocument();
    const body = puts[0] as { financialForecastData: unknown };
    const forecast = financialForecastSchema.parse(body.financialForecastData);
    expect(forecast.assumptions.pricePoint).toBe(model.assumptions.pricePoint * 2);
    expect(forecast.market).toEqual(model.market);
  });

  it("takes the founder's count of customers and its source, and a count cleared again is 'not sized yet'", async () => {
    renderSection();
    const count = screen.getByLabelText("How many there are (your count)");
    expect(count).toHaveValue("");
    expect(screen.getByText(/^Not sized yet: add your customer count\. Look in/)).toBeInTheDocument();
    await userEvent.type(count, "24000");
    await userEvent.type(screen.getByLabelText("Source of the count"), "a bakers' trade association");
    expect(screen.queryByText(/^Not sized yet: add your customer count\. Look in/)).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: /Save assumptions/ }));
    await waitFor(() => expect(puts).toHaveLength(1));
    const saved = financialForecastSchema.parse(
      (puts[0] as { financialForecastData: unknown }).financialForecastData,
    );
    expect(saved.market).toMatchObject({
      potentialCustomers: 24_000,
      countSource: "a bakers' trade association",
    });

    await userEvent.clear(count);
    expect(count).not.toHaveAttribute("aria-invalid");
    expect(screen.getByText(/^Not sized yet: add your customer count\. Look in/)).toBeInTheDocument();
    await userEvent.type(count, "0");
    expect(count).toHaveAttribute("aria-invalid", "true");
  });

  it("moves a yearly plan with the monthly price, and saves both", async () => {
    // "₺600 per month per location. yearly plan ₺6.000" (corpus b15-tr-shift-scheduling).
    const turkish = shownOffline("fullBusinessAnalysis", {
      answers: BATCH15_CORPUS.find((i) => i.id === "b15-tr-shift-scheduling")!.answers,
    });
    const { pricePoint, annualPrice } = turkish.financialModel!.assumptions;
    expect([pricePoint, annualPrice]).toEqual([600, 6000]);
    renderSection(projectView({ fullBusinessAnalysisData: turkish }));
    const price = screen.getByLabelText("Price a month");
    await userEvent.clear(price);
    await userEvent.type(price, "900");
    expect(screen.getByLabelText("Yearly plan (said beside the monthly price)")).toHaveValue("9000");
    await userEvent.click(screen.getByRole("button", { name: /Save assumptions/ }));
    await waitFor(() => expect(puts).toHaveLength(1));
    const saved = financialForecastSchema.parse(
      (puts[0] as { financialForecastData: unknown }).financialForecastData,
    );
    expect([saved.assumptions.pricePoint, saved.assumptions.annualPrice]).toEqual([900, 9000]);
  });

  it("says what delivers each sale and where the raise goes, and saves the founder's choice", async () => {
    // An accounting office whose accountants do the books (corpus b22-pl-ukrainian-sole-trader-books).
    const office = shownOffline("fullBusinessAnalysis", {
      answers: BATCH22_CORPUS.find((i) => i.id === "b22-pl-ukrainian-sole-trader-books")!.answers,
    });
    renderSection(projectView({ fullBusinessAnalysisData: office }));
    const delivery = screen.getByLabelText("What delivers each sale");
    expect(delivery).toHaveValue("people");
    // The split is the model's own spending: the team and overheads, winning customers, the accountants'
    // time on each sale, and the rest in reserve.
    expect(screen.getByTestId("use-of-funds")).toHaveTextContent(
      /^The raise goes to team and overheads \(\d+%\), .*paying the delivery team per sale \(\d+%\), reserve \(\d+%\)\.$/,
    );
    await userEvent.selectOptions(delivery, "software");
    expect(screen.getByTestId("use-of-funds")).toHaveTextContent(
      /^The raise goes to product team and overheads \(\d+%\), .*hosting and payment costs \(\d+%\)/,
    );
    await userEvent.click(screen.getByRole("button", { name: /Save assumptions/ }));
    await waitFor(() => expect(puts).toHaveLength(1));
    const saved = financialForecastSchema.parse(
      (puts[0] as { financialForecastData: unknown }).financialForecastData,
    );
    expect(saved.assumptions.deliveredBy).toBe("software");
    // Work billed as services is people's, whatever the choice: the choice is shown as made for it.
    await userEvent.selectOptions(screen.getByLabelText("Billing model"), "services");
    expect(delivery).toBeDisabled();
    expect(delivery).toHaveValue("people");
  });

  it("marks an out-of-range value and keeps the last valid forecast; Undo restores the saved one", async () => {
    renderSection();
    const churn = screen.getByLabelText("Monthly churn");
    await userEvent.clear(churn);
    await userEvent.type(churn, "250");
    expect(churn).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText(/Enter a number from 0 to 100/)).toBeInTheDocument();

    const growth = screen.getByLabelText("Growth of new customers per month");
    await userEvent.clear(growth);
    await userEvent.type(growth, "20");
    expect(screen.getByText("Not saved yet: the charts show your changes.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: /Undo changes/ }));
    await waitFor(() =>
      expect(screen.getByLabelText("Growth of new customers per month")).toHaveValue(
        toDisplay(
          FORECAST_FIELDS.find((f) => f.key === "monthlyGrowthRate")!,
          model.assumptions.monthlyGrowthRate,
        ),
      ),
    );
  });

  it("lets the founder edit how many devices a new customer buys when the device is priced per unit", async () => {
    const hives = shownOffline("fullBusinessAnalysis", {
      answers: {
        problem: "Beekeepers in France lose colonies every winter and only find out in spring.",
        solution: "A small sensor under the hive roof that sends weight and temperature alerts to the phone.",
        targetAudience: "Hobby beekeepers with 2 to 14 hives in France.",
        differentiator: "Connected hive scales cost over €300 per hive.",
        businessModel: "The sensor costs €89 per hive, plus a €4.90 monthly subscription per hive.",
      },
      brandName: "Ruche",
    });
    const a = hives.financialModel!.assumptions;
    expect([a.upfrontPrice, a.upfrontUnits, a.unitLabel]).toEqual([89, a.unitsPerCustomer, "hive"]);
    renderSection(projectView({ fullBusinessAnalysisData: hives }));
    const devices = screen.getByLabelText("Devices each new customer buys at that price");
    expect(devices).toHaveValue(String(a.upfrontUnits));
    const before = kpi("Revenue, year 3").textContent;
    await userEvent.clear(devices);
    await userEvent.type(devices, "1");
    expect(kpi("Revenue, year 3").textContent).not.toBe(before);
    await userEvent.click(screen.getByRole("button", { name: /Save assumptions/ }));
    // (An earlier test's toast may still be showing: the request itself is what was saved.)
    await waitFor(() => expect(puts).toHaveLength(1));
    const body = puts[0] as { financialForecastData: unknown };
    expect(financialForecastSchema.parse(body.financialForecastData).assumptions.upfrontUnits).toBe(1);
  });

  it("asks for the business analysis first when there is no model yet", () => {
    renderSection(projectView({ fullBusinessAnalysisData: null }));
    const section = screen.getByRole("region", { name: "Financial Forecast" });
    expect(within(section).getByText(/Complete the business analysis first/)).toBeInTheDocument();
  });
});
