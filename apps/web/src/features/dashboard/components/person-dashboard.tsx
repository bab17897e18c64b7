import type { DayRange } from "@creator-checkout/core/funnel";
import { roleLabels } from "@creator-checkout/core/team";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useRef, useState } from "react";
import {
  BotCheckGate,
  SignInFlow,
  signInMethods,
  startEmailSignIn,
  takeFocus,
  useSession,
  useSessionLifecycle,
  useSignOut,
} from "@/features/auth";
import {
  type StoreAccess,
  type StoreProfile,
  useStoreAccess,
  useStoreProfile,
} from "../api/store-team";
import { takeOpenedStore } from "../utils/opened-store";
import { extraSections } from "../utils/team-access";
import { DashboardFrame } from "./dashboard-frame";
import { FirstProductGuide } from "./first-product-guide";
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
 * The session's access token stays in the auth feature's memory; nothing is stored here. The
 * key's form keeps its place until someone is signed in, so what is typed there stays.
 */
export function PersonDashboard({ username, keyForm, range, onRange }: PersonDashboardProps) {
  const store = useStoreProfile(username);
  const queryClient = useQueryClient();
  const session = useSession();
  const userId = store.isSuccess && session.status === "signed-in" ? session.userId : null;
  const access = useStoreAccess(username, userId);
  const signOut = useSignOut();
  const heading = useRef<HTMLHeadingElement>(null);
  // An invitation's link names the address it went to, which the sign-in then starts with.
  const [offeredEmail] = useState(() => new URLSearchParams(location.search).get("email"));

  // What a person saw goes with their session, so the next one to sign in sees only their own.
  // Only theirs: a pasted key's refusal, cached beside it, stays to be shown.
  const lastPerson = useRef<string | null>(null);
  useEffect(() => {
    if (userId !== null) {
      lastPerson.current = userId;
      return;
    }
    const gone = lastPerson.current;
    if (gone === null) return;
    lastPerson.current = null;
    queryClient.removeQueries({ queryKey: ["dashboard", username, gone] });
    queryClient.removeQueries({ queryKey: ["dashboard", username, "access", gone] });
  }, [userId, username, queryClient]);
  // Signing in took the form away: focus goes to the heading of what replaced it.
  useEffect(() => {
    if (access.isSuccess && takeFocus("signed-in")) heading.current?.focus();
  }, [access.isSuccess]);

  const role = access.data?.role ?? null;
  return (
    <DashboardFrame
      headingRef={heading}
      // A store opened by sign-up is named by its username until its catalog names it.
      subtitle={
        store.data && store.data.name !== username ? `${store.data.name} (${username})` : username
      }
      actions={
        userId === null ? null : (
          <>
            {role ? <p className="dashboard__role">{`Signed in as ${roleLabels[role]}`}</p> : null}
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => void signOut(null)}
            >
              Sign out
            </button>
          </>
        )
      }
    >
      {store.data ? <SessionStart storeId={store.data.id} /> : null}
      {store.isPending ? (
        <p className="dashboard__status" role="status">
          Reading the store…
        </p>
      ) : store.isError ? (
        <p className="form-alert" role="alert">
          {store.error.message}
        </p>
      ) : userId === null ? (
        <SignInCard
          store={store.data}
          checking={session.status === "checking"}
          offeredEmail={offeredEmail}
        />
      ) : (
        <Signed
          access={access}
          body={(found: StoreAccess & { role: NonNullable<StoreAccess["role"]> }) => (
            <>
              {found.products === 0 ? <FirstProductGuide store={found} /> : null}
              <StoreBody
                access={{ username, key: null, keyVersion: userId, role: found.role }}
                shown={extraSections({ via: "member", role: found.role })}
                range={range}
                onRange={onRange}
              />
            </>
          )}
        />
      )}
      {userId === null ? keyForm : null}
    </DashboardFrame>
  );
}

/** Restores a session the refresh cookie holds for the store, once its id is known. */
function SessionStart({ storeId }: { storeId: string }) {
  useSessionLifecycle(storeId);
  return null;
}

/** What a signed-in person sees: their store, or why it is refused them. */
function Signed({
  access,
  body,
}: {
  access: ReturnType<typeof useStoreAccess>;
  body: (found: StoreAccess & { role: NonNullable<StoreAccess["role"]> }) => ReactNode;
}) {
  if (access.isError) {
    return (
      <p className="form-alert" role="alert">
        {access.error.message}
      </p>
    );
  }
  if (!access.data?.role) {
    return (
      <p className="dashboard__status" role="status">
        Opening the store…
      </p>
    );
  }
  return body({ ...access.data, role: access.data.role });
}

function SignInCard({
  store,
  checking,
  offeredEmail,
}: {
  store: StoreProfile;
  checking: boolean;
  offeredEmail: string | null;
}) {
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
            offeredEmail={offeredEmail}
          />
          <OpenedStoreSignIn username={store.username} email={offeredEmail} />
        </BotCheckGate>
      )}
    </section>
  );
}

/**
 * The store this tab just opened sends its code at once to the address it was opened for
 * (docs/decisions/159): the new owner only types the code.
 */
function OpenedStoreSignIn({ username, email }: { username: string; email: string | null }) {
  useEffect(() => {
    const opened = takeOpenedStore(window.sessionStorage, username);
    if (opened !== null && opened === email) void startEmailSignIn(opened, username);
  }, [username, email]);
  return null;
}
