import { describe, expect, it } from "vitest";
import { dashboardPublisher, isDashboardEntry } from "./dashboard-route";

describe("the dashboard's address", () => {
  it.each([
    ["/dashboard/northwind", "northwind"],
    ["/dashboard/northwind/", "northwind"],
    ["/dashboard/north%20wind", "north wind"],
    ["/dashboard/%E0%A4%A", null],
    ["/dashboard/", null],
    ["/dashboard/northwind/funnel", null],
    ["/@northwind/redeem-gift", null],
    ["/7e2c8a7f-690b-4a5c-87ef-b08035703b85", null],
  ])("%s names %s", (pathname, username) => {
    expect(dashboardPublisher(pathname)).toBe(username);
  });

  it.each([
    ["/dashboard", true],
    ["/dashboard/", true],
    ["/dashboard/northwind", false],
    ["/dashboards", false],
  ])("%s is the entry: %s", (pathname, entry) => {
    expect(isDashboardEntry(pathname)).toBe(entry);
  });
});
