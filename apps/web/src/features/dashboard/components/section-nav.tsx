import { useEffect, useState } from "react";

export const dashboardSections = [
  { id: "funnel", label: "Funnel" },
  { id: "orders", label: "Orders" },
  { id: "subscribers", label: "Subscribers" },
  { id: "customers", label: "Customers" },
  { id: "webhooks", label: "Webhooks" },
  { id: "discounts", label: "Discounts" },
] as const;

export type DashboardSection = (typeof dashboardSections)[number]["id"];

function sectionOf(hash: string): DashboardSection {
  const id = hash.replace(/^#/, "");
  return dashboardSections.find((section) => section.id === id)?.id ?? "funnel";
}

/**
 * The section the address names (`#orders`): real links, so the back button, a new tab and a
 * bookmark each open the section they were on.
 */
export function useDashboardSection(): DashboardSection {
  const [section, setSection] = useState(() => sectionOf(window.location.hash));
  useEffect(() => {
    const follow = () => setSection(sectionOf(window.location.hash));
    window.addEventListener("hashchange", follow);
    return () => window.removeEventListener("hashchange", follow);
  }, []);
  return section;
}

export function SectionNav({ current }: { current: DashboardSection }) {
  return (
    <nav className="section-nav" aria-label="Dashboard">
      <ul className="section-nav__list">
        {dashboardSections.map((section) => (
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
