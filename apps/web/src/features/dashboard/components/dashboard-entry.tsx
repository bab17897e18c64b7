import { signUpSentences } from "@creator-checkout/core/team";
import { type FormEvent, useRef, useState } from "react";
import { TextField } from "@/components/text-field";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useSignUpMode } from "../api/sign-up";
import { DashboardFrame } from "./dashboard-frame";
import { SignUpCard } from "./sign-up-card";
import "../dashboard.css";

/**
 * `/dashboard`, where a creator comes without their store's address: they go to their store's
 * dashboard, or open a store where the server lets anyone (docs/decisions/159, 171).
 */
export function DashboardEntry() {
  useDocumentTitle("Dashboard");
  const mode = useSignUpMode();
  return (
    <DashboardFrame subtitle="Your store, or a new one">
      <StoreFinder />
      {mode.data?.mode === "open" ? (
        <SignUpCard />
      ) : mode.data?.mode === "invite" ? (
        <section className="card dashboard__key" aria-labelledby="dashboard-invite-title">
          <h2 id="dashboard-invite-title" className="card__title">
            New stores
          </h2>
          <p className="card__text">
            {signUpSentences.byInvitation} The invitation's e-mail links to your store's dashboard.
          </p>
        </section>
      ) : null}
    </DashboardFrame>
  );
}

/** Goes to the dashboard of the store with the username typed. */
function StoreFinder() {
  const [username, setUsername] = useState("");
  const [missing, setMissing] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const typed = username.trim().toLowerCase();
    if (!typed) {
      setMissing(true);
      input.current?.focus();
      return;
    }
    location.assign(`/dashboard/${encodeURIComponent(typed)}`);
  }

  return (
    <section className="card dashboard__key" aria-labelledby="dashboard-find-title">
      <h2 id="dashboard-find-title" className="card__title">
        Your store's dashboard
      </h2>
      <form className="form" onSubmit={submit} noValidate>
        <TextField
          label="Your store's username"
          value={username}
          onChange={(value) => {
            setUsername(value);
            setMissing(false);
          }}
          autoComplete="off"
          error={missing ? "Enter your store's username." : null}
          inputRef={input}
          alertsError
        />
        <button type="submit" className="button button--secondary button--block">
          Go to the dashboard
        </button>
      </form>
    </section>
  );
}
