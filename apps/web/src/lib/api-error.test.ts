import { loadCatalog, setActiveCatalog } from "@creator-checkout/core/i18n";
import { catalog as english } from "@creator-checkout/core/i18n/english";
import { afterEach, describe, expect, it } from "vitest";
import { ApiError } from "./api-error";

// docs/decisions/122: a buyer reads an API error in the page's language, by its code.
describe("an API error's sentence", () => {
  afterEach(() => setActiveCatalog(english));

  const declined = { error: "CARD_ERROR", message: "Your card was declined: insufficient funds." };

  it("is the server's own on an English page, the more particular one", () => {
    expect(ApiError.fromResponse(402, declined).message).toBe(declined.message);
  });

  it("is the catalog's for its code on a page in another language", async () => {
    const german = await loadCatalog("de");
    setActiveCatalog(german);
    const error = ApiError.fromResponse(402, declined);
    expect(error.code).toBe("CARD_ERROR");
    expect(error.message).toBe(german.messages["apiErrors.CARD_ERROR"]);
    expect(error.message).not.toBe(declined.message);
  });

  it("is the server's where the catalog has no sentence for the code, or has not its words yet", async () => {
    const german = await loadCatalog("de");
    setActiveCatalog(german);
    const refund = {
      error: "REFUND_TOO_LARGE",
      message: "A refund cannot be larger than what was paid.",
    };
    expect(ApiError.fromResponse(422, refund).message).toBe(refund.message);
    const { "apiErrors.CARD_ERROR": _, ...firstWordsOnly } = german.messages;
    setActiveCatalog({ ...german, messages: firstWordsOnly as typeof german.messages });
    expect(ApiError.fromResponse(402, declined).message).toBe(declined.message);
  });

  it("is the page's own for an answer that could not be read", async () => {
    setActiveCatalog(await loadCatalog("de"));
    expect(ApiError.fromResponse(500, "<html>").message).toBe(
      (await loadCatalog("de")).messages["errors.unreadableReply"],
    );
  });
});
