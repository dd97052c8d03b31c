import { DEVICE_RISKS, deviceRules } from "./devices";

describe("deviceRules", () => {
  it("gives a face device the US's electrical and medical-device checks, not a cosmetic's", () => {
    const rules = deviceRules(
      "palm-sized at-home microcurrent device",
      "Microcurrent facials cost $250 a session. A palm-sized at-home microcurrent device with a guided routine.",
      false,
      ["US"],
    );
    expect(rules?.regulation).toMatch(/FCC/);
    expect(rules?.regulation).toMatch(/FDA/);
    expect(rules?.risk).toBe(DEVICE_RISKS.body);
  });

  it("names the marks of the founder's market, and medical rules only for the body", () => {
    const hive = deviceRules(
      "small sensor",
      "A small sensor under each hive that sends weight by LoRa.",
      true,
      ["FR"],
    );
    expect(hive?.regulation).toBe(
      "As an electronic device it needs CE marking in Europe before the first sale.",
    );
    expect(hive?.risk).toBe(DEVICE_RISKS.device);
    const kenya = deviceRules("solar lantern kit", "A solar lantern kit with a USB port.", true, ["KE"]);
    expect(kenya?.regulation).toMatch(/national electrical-safety and radio approvals/);
    expect(kenya?.regulation).not.toMatch(/FCC|CE/);
  });

  it("leaves out services that use devices and apps that only track", () => {
    expect(
      deviceRules("drone spraying service", "Drone spraying for olive groves.", false, ["TR"]),
    ).toBeNull();
    expect(deviceRules("time tracker", "A time tracker for design studios.", false, ["GB"])).toBeNull();
    expect(deviceRules("app", "An app to rent e-bikes by the hour.", false, ["ES"])).toBeNull();
  });
});
