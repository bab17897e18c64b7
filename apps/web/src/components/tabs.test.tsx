import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import { Tabs } from "./tabs";

/** Words as speech input hears them: case, punctuation and spacing aside. */
const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\p{P}\s]+/gu, " ")
    .trim();

it("a tab with a mark shows, as separate words, what its name says (WCAG 2.5.3)", () => {
  const html = renderToStaticMarkup(
    <Tabs
      items={["monthly", "yearly"] as const}
      selected="monthly"
      onSelect={() => {}}
      labelOf={(item) => (item === "monthly" ? "Monthly" : "Annually")}
      tabId={(item) => `tab-${item}`}
      panelId="panel"
      label="Billing interval"
      marked={{ item: "yearly", text: "Your choice" }}
    />,
  );
  const tab = /<button[^>]*id="tab-yearly"[^>]*aria-label="([^"]+)"[^>]*>(.*?)<\/button>/.exec(
    html,
  );
  expect(tab?.[1]).toBe("Annually, Your choice");
  const visible = (tab?.[2] ?? "").replace(/<[^>]+>/g, "");
  expect(visible).toBe("Annually Your choice");
  expect(words(tab?.[1] ?? "")).toContain(words(visible));
});
