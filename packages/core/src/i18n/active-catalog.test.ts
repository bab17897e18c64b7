import { afterEach, describe, expect, it, vi } from "vitest";
import { loadRestOfWords, setActiveCatalog, t } from "./active-catalog";
import type { Catalog, Messages } from "./catalog";
import { catalog as english } from "./english";

// docs/decisions/121: the page starts with its first view's words and adds the rest once.
describe("the page's words in parts", () => {
  afterEach(() => setActiveCatalog(english));

  const { "payment.card.title": paymentTitle, ...firstOnly } = english.messages;
  const firstView: Catalog = { ...english, messages: firstOnly as Messages };

  it("shows a key whose part has not arrived, then its word once it has", async () => {
    const rest = vi.fn(async () => ({ "payment.card.title": paymentTitle }));
    setActiveCatalog(firstView, { rest });
    expect(t("payment.card.title")).toBe("payment.card.title");
    await Promise.all([loadRestOfWords(), loadRestOfWords()]);
    await loadRestOfWords();
    expect(t("payment.card.title")).toBe(paymentTitle);
    expect(rest).toHaveBeenCalledTimes(1);
  });

  it("tries a failed load again on the next call, not before", async () => {
    const rest = vi
      .fn<() => Promise<Partial<Messages>>>()
      .mockRejectedValueOnce(new Error("network"))
      .mockResolvedValueOnce({ "payment.card.title": paymentTitle });
    setActiveCatalog(firstView, { rest });
    await expect(loadRestOfWords()).rejects.toThrow("network");
    await loadRestOfWords();
    expect(t("payment.card.title")).toBe(paymentTitle);
    expect(rest).toHaveBeenCalledTimes(2);
  });

  it("loads nothing for a catalog that is whole", async () => {
    setActiveCatalog(english);
    await loadRestOfWords();
    expect(t("payment.card.title")).toBe(paymentTitle);
  });
});
