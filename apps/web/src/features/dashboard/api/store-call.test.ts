import * as api from "@creator-checkout/core/api-routes";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { storeCall } from "./store-call";

const { authorizedCall, callApi } = vi.hoisted(() => ({
  authorizedCall: vi.fn(async () => ({ via: "member" })),
  callApi: vi.fn(async () => ({ via: "key" })),
}));
vi.mock("@/features/auth", () => ({ authorizedCall }));
vi.mock("@/lib/call-api", () => ({ callApi }));

// A store call goes with the pasted key, or with the person's session; never both, and the
// person's token is never handed to the page's own code.

describe("storeCall", () => {
  beforeEach(() => {
    authorizedCall.mockClear();
    callApi.mockClear();
  });
  const signal = new AbortController().signal;

  it("sends a pasted key as the bearer", async () => {
    const access = { username: "northwind", key: "ccpk_pasted", keyVersion: 1 };
    await expect(storeCall(access, api.listTeam, {}, { signal })).resolves.toEqual({ via: "key" });
    expect(callApi).toHaveBeenCalledWith(api.listTeam, {}, { signal, accessToken: "ccpk_pasted" });
    expect(authorizedCall).not.toHaveBeenCalled();
  });

  it("calls as the signed-in person when there is no key", async () => {
    const access = {
      username: "northwind",
      key: null,
      keyVersion: "user-1",
      role: "owner" as const,
    };
    const body = { email: "bo@example.com", role: "staff" as const };
    await expect(storeCall(access, api.inviteTeamMember, { body })).resolves.toEqual({
      via: "member",
    });
    expect(authorizedCall).toHaveBeenCalledWith(api.inviteTeamMember, { body }, {});
    expect(callApi).not.toHaveBeenCalled();
  });
});
