import type { ReactNode, Ref } from "react";
import { Footer } from "@/components/footer";
import { PageNews } from "@/components/live-announcement";

/** The dashboard's page around what it shows: its heading, whose store, and the caller's actions. */
export function DashboardFrame({
  subtitle,
  actions,
  headingRef,
  children,
}: {
  subtitle: string;
  actions?: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  return (
    <div className="page">
      <main className="dashboard">
        <header className="dashboard__header">
          <div>
            <h1 ref={headingRef} tabIndex={-1} className="dashboard__title">
              Checkout dashboard
            </h1>
            <p className="dashboard__subtitle">{subtitle}</p>
          </div>
          {actions ? <div className="dashboard__actions">{actions}</div> : null}
        </header>
        {children}
      </main>
      <PageNews />
      <Footer />
    </div>
  );
}
