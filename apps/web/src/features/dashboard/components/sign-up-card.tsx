import {
  normalUsername,
  type SignUpFields,
  type SignUpProblems,
  signUpProblems,
} from "@creator-checkout/core/team";
import { type FormEvent, useRef, useState } from "react";
import { TextField } from "@/components/text-field";
import { BotCheckGate } from "@/features/auth";
import { ApiError } from "@/lib/api-error";
import { openStore } from "../api/sign-up";
import { rememberOpenedStore } from "../utils/opened-store";

/**
 * A new creator opens their own store (docs/decisions/159): an address and a username, checked
 * with the route's own rules, then the store's dashboard, where a code to that address signs
 * them in as its owner.
 */
export function SignUpCard() {
  return (
    <section className="card dashboard__key" aria-labelledby="dashboard-sign-up-title">
      <h2 id="dashboard-sign-up-title" className="card__title">
        Open a store
      </h2>
      <p className="card__text">
        Your store is empty at first. It is yours once you sign in to it with a code sent to this
        address, within 24 hours.
      </p>
      <BotCheckGate>
        <SignUpForm />
      </BotCheckGate>
    </section>
  );
}

function SignUpForm() {
  const [fields, setFields] = useState<SignUpFields>({ email: "", username: "" });
  const [problems, setProblems] = useState<SignUpProblems>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const usernameInput = useRef<HTMLInputElement>(null);

  const typed = (field: keyof SignUpFields) => (value: string) => {
    setFields((before) => ({ ...before, [field]: value }));
    setProblems((before) => ({ ...before, [field]: undefined }));
    setRefusal(null);
  };

  // The first field with a problem takes focus, so its sentence is read where it is fixed.
  function show(found: SignUpProblems) {
    setProblems(found);
    (found.email ? emailInput : usernameInput).current?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = signUpProblems(fields);
    if (found.email || found.username) return show(found);
    setBusy(true);
    try {
      const email = fields.email.trim().toLowerCase();
      const opened = await openStore({ email, username: normalUsername(fields.username) });
      rememberOpenedStore(window.sessionStorage, opened.username, email);
      const next = new URL(`/dashboard/${encodeURIComponent(opened.username)}`, location.href);
      next.searchParams.set("email", email);
      location.assign(next);
    } catch (error) {
      setBusy(false);
      const fieldSentence = error instanceof ApiError ? error.fields.username : undefined;
      if (fieldSentence) return show({ username: fieldSentence });
      setRefusal(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <form className="form" onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label="E-mail address"
        type="email"
        value={fields.email}
        onChange={typed("email")}
        autoComplete="email"
        inputMode="email"
        error={problems.email ?? null}
        hint="Your sign-in code goes here."
        inputRef={emailInput}
        alertsError
      />
      <TextField
        label="Username"
        value={fields.username}
        onChange={typed("username")}
        autoComplete="off"
        error={problems.username ?? null}
        hint="Your store's address: /@username for buyers, /dashboard/username for you."
        inputRef={usernameInput}
        alertsError
      />
      {refusal ? (
        <p className="form-alert" role="alert">
          {refusal}
        </p>
      ) : null}
      <button type="submit" className="button button--block" aria-disabled={busy || undefined}>
        {busy ? "Opening the store…" : "Open the store"}
      </button>
    </form>
  );
}
