import { beforeEach, describe, expect, it } from "vitest";
import {
  authStore,
  resetSignInFlow,
  resetToSignedOut,
  startAuthState,
  takeFocus,
  updateAuth,
} from "./auth-store";

const ada = { method: "email", email: "ada@example.com" } as const;

describe("change contact info (docs/decisions/073)", () => {
  beforeEach(() => {
    startAuthState("signed-out");
    updateAuth({
      step: "code",
      info: { identity: ada, label: ada.email, is_new_registration: false },
      verifyFlowId: "flow",
    });
  });

  it("clears the flow but keeps the address given, and asks focus for the form", () => {
    resetSignInFlow("contact");
    const state = authStore.getState();
    expect(state).toMatchObject({
      step: "contact",
      info: null,
      verifyFlowId: null,
      previousIdentity: ada,
      focus: "contact",
    });
    expect(takeFocus("contact")).toBe(true);
    expect(takeFocus("contact")).toBe(false);
  });

  it.each([
    ["signing out", () => resetToSignedOut("contact")],
    ["a page that starts afresh", () => startAuthState("signed-out")],
  ])("%s offers nothing again", (_name, reset) => {
    resetSignInFlow("contact");
    reset();
    expect(authStore.getState().previousIdentity).toBeNull();
  });
});
