import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { addressOf, ConfigError, loadConfig } from "~/platform/config.server";

const tmp = () => mkdtempSync(path.join(os.tmpdir(), "jacht-config-"));

describe("loadConfig", () => {
  it("uses the defaults of the runtime contract and generates a session secret once", () => {
    const dir = tmp();
    const first = loadConfig({ DATABASE_PATH: path.join(dir, "app.db") });
    expect(first.port).toBe(3000);
    expect(first.host).toBe("0.0.0.0");
    expect(first.appUrl).toBe("http://localhost:3000");
    expect(first.outboxDir).toBe(path.join(dir, "outbox"));
    expect(first.sessionSecrets[0]).toHaveLength(43);
    expect(readFileSync(path.join(dir, "session-secret"), "utf8").trim()).toBe(first.sessionSecrets[0]);
    const second = loadConfig({ DATABASE_PATH: path.join(dir, "app.db") });
    expect(second.sessionSecrets).toEqual(first.sessionSecrets);
  });

  it("splits rotated session secrets and derives APP_URL from PORT", () => {
    const c = loadConfig({
      SESSION_SECRET: "new-secret-0123456789, old-secret-0123456789",
      PORT: "4000",
      DATABASE_PATH: path.join(tmp(), "a.db"),
    });
    expect(c.sessionSecrets).toEqual(["new-secret-0123456789", "old-secret-0123456789"]);
    expect(c.appUrl).toBe("http://localhost:4000");
  });

  it("explains what is wrong in Dutch", () => {
    expect(() => loadConfig({ PORT: "abc" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "abc" })).toThrow(/PORT moet een getal zijn/);
    expect(() => loadConfig({ APP_URL: "localhost" })).toThrow(/APP_URL moet een volledige URL zijn/);
    expect(() => loadConfig({ LOG_LEVEL: "loud" })).toThrow(/LOG_LEVEL moet een van/);
    expect(() => loadConfig({ SESSION_SECRET: "short" })).toThrow(/minstens 16 tekens/);
  });

  it("treats empty variables as unset", () => {
    expect(loadConfig({ PORT: "", APP_URL: "", DATABASE_PATH: path.join(tmp(), "a.db") }).port).toBe(3000);
  });
});

describe("company and contact settings", () => {
  const base = () => ({ DATABASE_PATH: path.join(tmp(), "a.db"), SESSION_SECRET: "secret-0123456789abcdef" });

  it("leaves the company details out when they are not set and mails contact messages to the sender address", () => {
    const c = loadConfig({ ...base(), APP_URL: "https://jacht.example.nl" });
    expect(c.company).toEqual({ name: undefined, kvk: undefined, email: undefined });
    expect(c.contactEmail).toBe("no-reply@jacht.example.nl");
    expect(loadConfig({ ...base(), MAIL_FROM: "Jacht <post@jacht.example.nl>" }).contactEmail).toBe("post@jacht.example.nl");
    expect(loadConfig({ ...base(), MAIL_FROM: "post@jacht.example.nl" }).contactEmail).toBe("post@jacht.example.nl");
  });

  it("takes COMPANY_NAME, COMPANY_KVK and CONTACT_EMAIL as given", () => {
    const c = loadConfig({ ...base(), COMPANY_NAME: " Voorbeeld B.V. ", COMPANY_KVK: "1234 5678", CONTACT_EMAIL: "info@jacht.example.nl" });
    expect(c.company).toEqual({ name: "Voorbeeld B.V.", kvk: "12345678", email: "info@jacht.example.nl" });
    expect(c.contactEmail).toBe("info@jacht.example.nl");
  });

  it("refuses a wrong KvK number or contact address in Dutch", () => {
    expect(() => loadConfig({ ...base(), COMPANY_KVK: "1234" })).toThrow(/COMPANY_KVK moet een KvK-nummer van 8 cijfers zijn/);
    expect(() => loadConfig({ ...base(), CONTACT_EMAIL: "info" })).toThrow(/CONTACT_EMAIL moet een e-mailadres zijn/);
  });
});

describe("addressOf", () => {
  it("takes the address out of a display-name sender", () => {
    expect(addressOf("Jacht Theorie Oefenapp <no-reply@localhost>")).toBe("no-reply@localhost");
    expect(addressOf("  a@b.nl ")).toBe("a@b.nl");
  });
});

describe("TRUST_PROXY", () => {
  it("believes only a proxy on the same host by default, and reads Express's syntax", async () => {
    const { parseTrustProxy } = await import("~/platform/config.server");
    expect(parseTrustProxy(undefined)).toEqual(["loopback"]);
    expect(parseTrustProxy("1")).toBe(1);
    expect(parseTrustProxy("false")).toBe(false);
    expect(parseTrustProxy("loopback, 172.17.0.1, 10.0.0.0/8, ::1")).toEqual(["loopback", "172.17.0.1", "10.0.0.0/8", "::1"]);
    expect(() => parseTrustProxy("proxy.example")).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy("10.0.0.0/33")).toThrow(/TRUST_PROXY/);
  });
});
