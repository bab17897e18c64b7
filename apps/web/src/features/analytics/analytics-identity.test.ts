import { describe, expect, it } from "vitest";
import { loadAnalyticsIdentity, loadSessionId, storageOrMemory } from "./analytics-identity";

describe("analytics identity where the browser refuses storage (docs/decisions/098)", () => {
  const refused = () => {
    throw new DOMException("Access is denied for this document.", "SecurityError");
  };

  it("keeps the identity and the session id for the page's life instead", () => {
    const local = storageOrMemory(refused);
    const session = storageOrMemory(refused);

    const identity = loadAnalyticsIdentity(local);
    identity.update({ landing_page: "https://pay.example.com/option" });
    const sessionId = loadSessionId(session);

    expect(loadAnalyticsIdentity(local).get()).toEqual(identity.get());
    expect(loadAnalyticsIdentity(local).get().landing_page).toBe("https://pay.example.com/option");
    expect(loadSessionId(session)).toBe(sessionId);
    expect(session.length).toBe(1);
    session.clear();
    expect(session.getItem("checkout:analytics-session")).toBeNull();
  });

  it("uses the browser's storage when it is given", () => {
    const storage = storageOrMemory(refused);
    expect(storageOrMemory(() => storage)).toBe(storage);
  });
});
