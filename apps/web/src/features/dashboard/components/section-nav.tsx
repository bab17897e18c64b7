import { useEffect, useState } from "react";
import type { ExtraSection } from "../utils/team-access";

export const dashboardSections = [
  { id: "funnel", label: "Funnel" },
  { id: "products", label: "Products" },
  { id: "newsletters", label: "Newsletters" },
  { id: "orders", label: "Orders" },
  { id: "subscribers", label: "Subscribers" },
  { id: "customers", label: "Customers" },
  { id: "webhooks", label: "Webhooks" },
  { id: "discounts", label: "Discounts" },
  { id: "profile", label: "Profile" },
  { id: "tax", label: "Tax" },
  { id: "team", label: "Team" },
  { id: "keys", label: "Keys" },
] as const;

export type DashboardSection = (typeof dashboardSections)[number]["id"];

const extras: ReadonlySet<DashboardSection> = new Set<ExtraSection>(["team", "keys"]);

/** The sections `shown` allows of the team's: a key sees none, staff the team, owners both. */
const offered = (shown: readonly ExtraSection[]) =>
  dashboardSections.filter(
    (section) => !extras.has(section.id) || shown.includes(section.id as ExtraSection),
  );

function sectionOf(hash: string, shown: readonly ExtraSection[]): DashboardSection {
  const id = hash.replace(/^#/, "");
  return offered(shown).find((section) => section.id === id)?.id ?? "funnel";
}

/**
 * The section the address names (`#orders`): real links, so the back button, a new tab and a
 * bookmark each open the section they were on.
 */
export function useDashboardSection(shown: readonly ExtraSection[]): DashboardSection {
  const [hash, setHash] = useState(() => window.location.hash);
  useEffect(() => {
    const follow = () => setHash(window.location.hash);
    window.addEventListener("hashchange", follow);
    return () => window.removeEventListener("hashchange", follow);
  }, []);
  return sectionOf(hash, shown);
}

export function SectionNav({
  current,
  shown,
}: {
  current: DashboardSection;
  shown: readonly ExtraSection[];
}) {
  return (
    <nav className="section-nav" aria-label="Dashboard">
      <ul className="section-nav__list">
        {offered(shown).map((section) => (
          <li key={section.id}>
            <a
              className="section-nav__link"
              href={`#${section.id}`}
              aria-current={section.id === current ? "page" : undefined}
            >
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
