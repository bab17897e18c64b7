import type { ReactNode } from "react";
import { Footer } from "./footer";

interface StatusPageProps {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}

/** A whole page that explains a state (not found, failure) instead of a checkout. */
export function StatusPage({ title, children, action }: StatusPageProps) {
  return (
    <div className="page page--status">
      <main className="status">
        <div className="status__icon">
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M12 7v6m0 4h.01" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </div>
        <h1 className="status__title">{title}</h1>
        <div className="status__text">{children}</div>
        {action ? <div className="status__action">{action}</div> : null}
      </main>
      <Footer />
    </div>
  );
}
