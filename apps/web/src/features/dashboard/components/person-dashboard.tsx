import type { DayRange } from "@creator-checkout/core/funnel";
import { roleLabels } from "@creator-checkout/core/team";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useRef } from "react";
import {
  BotCheckGate,
  SignInFlow,
  signInMethods,
  takeFocus,
  useSession,
  useSessionLifecycle,
  useSignOut,
} from "@/features/auth";
import { type StoreProfile, useStoreAccess, useStoreProfile } from "../api/store-team";
import { extraSections } from "../utils/team-access";
import { DashboardFrame } from "./dashboard-frame";
import { StoreBody } from "./store-body";

interface PersonDashboardProps {
  username: string;
  /** The form that opens the dashboard with a pasted key instead, for scripts. */
  keyForm: ReactNode;
  range: DayRange;
  onRange: (range: DayRange) => void;
}

/**
 * The dashboard for a person on the store's team (docs/decisions/157): they sign in as the
 * store's buyers do, and `GET /api/publisher/access` says their role, accepting an invitation.
 * The session's access token stays in the auth feature's memory; nothing is stored here.
 */
export function PersonDashboard(props: PersonDashboardProps) {
  const store = useStoreProfile(props.username);
  if (store.isSuccess) return <PersonSession {...props} store={store.data} />;
  return (
    <DashboardFrame subtitle={props.username}>
      {store.isPending ? (
        <p className="dashboard__status" role="status">
          Reading the store…
        </p>
      ) : (
        <p className="form-alert" role="alert">
          {store.error.message}
        </p>
      )}
      {props.keyForm}
    </DashboardFrame>
  );
}

function PersonSession({
  username,
  keyForm,
  range,
  onRange,
  store,
}: PersonDashboardProps & { store: StoreProfile }) {
  useSessionLifecycle(store.id);
  const queryClient = useQueryClient();
  const session = useSession();
  const userId = session.status === "signed-in" ? session.userId : null;
  const access = useStoreAccess(username, userId);
  const signOut = useSignOut();
  const heading = useRef<HTMLHeadingElement>(null);
  const subtitle = `${store.name} (${username})`;

  // What a person saw goes with their session, so the next one to sign in sees only their own.
  useEffect(() => {
    if (session.status === "signed-out") queryClient.removeQueries({ queryKey: ["dashboard"] });
  }, [session.status, queryClient]);
  // Signing in took the form away: focus goes to the heading of what replaced it.
  useEffect(() => {
    if (access.isSuccess && takeFocus("signed-in")) heading.current?.focus();
  }, [access.isSuccess]);

  if (session.status !== "signed-in") {
    return (
      <DashboardFrame headingRef={heading} subtitle={subtitle}>
        <SignInCard store={store} checking={session.status === "checking"} />
        {keyForm}
      </DashboardFrame>
    );
  }
  const signOutButton = (
    <button
      type="button"
      className="button button--secondary button--small"
      onClick={() => void signOut(null)}
    >
      Sign out
    </button>
  );
  if (!access.isSuccess) {
    return (
      <DashboardFrame headingRef={heading} subtitle={subtitle} actions={signOutButton}>
        {access.isError ? (
          <p className="form-alert" role="alert">
            {access.error.message}
          </p>
        ) : (
          <p className="dashboard__status" role="status">
            Opening the store…
          </p>
        )}
      </DashboardFrame>
    );
  }
  const role = access.data.role ?? "read-only";
  const actions = (
    <>
      <p className="dashboard__role">{`Signed in as ${roleLabels[role]}`}</p>
      {signOutButton}
    </>
  );
  return (
    <DashboardFrame headingRef={heading} subtitle={subtitle} actions={actions}>
      <StoreBody
        access={{ username, key: null, keyVersion: userId ?? "", role }}
        shown={extraSections({ via: "member", role })}
        range={range}
        onRange={onRange}
      />
    </DashboardFrame>
  );
}

function SignInCard({ store, checking }: { store: StoreProfile; checking: boolean }) {
  return (
    <section className="card dashboard__key" aria-labelledby="dashboard-sign-in-title">
      <h2 id="dashboard-sign-in-title" className="card__title">
        Sign in to the dashboard of {store.name}
      </h2>
      <p className="card__text">
        Use the e-mail address your invitation went to: signing in accepts it.
      </p>
      {checking ? (
        <p className="dashboard__status" role="status">
          Checking whether you are signed in…
        </p>
      ) : (
        <BotCheckGate>
          <SignInFlow
            methods={signInMethods(store)}
            publisherId={store.id}
            creatorUsername={store.username}
          />
        </BotCheckGate>
      )}
    </section>
  );
}
