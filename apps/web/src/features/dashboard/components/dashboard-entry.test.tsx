import type { CreatorSignupMode } from "@creator-checkout/core/team";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import { signUpModeKey } from "../api/sign-up";
import { DashboardEntry } from "./dashboard-entry";

/** The entry's words as the server's mode makes them. */
function entryFor(mode: CreatorSignupMode) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(signUpModeKey, { mode });
  return renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
      <DashboardEntry />
    </QueryClientProvider>,
  );
}

it("offers the sign-up only where the server opens stores, and says so where it invites", () => {
  const open = entryFor("open");
  expect(open).toContain("Open a store");
  expect(open).toContain("Username");
  const invite = entryFor("invite");
  expect(invite).not.toContain("Open a store");
  expect(invite).toContain("New stores are opened by invitation on this server");
  const closed = entryFor("closed");
  expect(closed).not.toContain("Open a store");
  expect(closed).not.toContain("New stores");
  // Every mode leads a creator to their own store's dashboard.
  for (const html of [open, invite, closed]) expect(html).toContain("Go to the dashboard");
});
