import { type DayRange, defaultDayRange } from "@creator-checkout/core/funnel";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import {
  forgetPublisherKey,
  loadPublisherKey,
  savePublisherKey,
} from "@/lib/publisher-key-storage";
import { useDocumentTitle } from "@/lib/use-document-title";
import { refusedKey, useFunnel } from "../api/get-funnel";
import type { Access } from "../api/store-call";
import { DashboardFrame } from "./dashboard-frame";
import { KeyForm } from "./key-form";
import { PersonDashboard } from "./person-dashboard";
import { StoreBody } from "./store-body";
import "../dashboard.css";

/**
 * The creator's dashboard, `/dashboard/{publisherUsername}` (docs/decisions/044): a person on
 * the store's team signs in with the store's own sign-in (docs/decisions/157), or a pasted
 * publisher key opens it for scripts. It shows the funnel (views, sign-ins and payments per day,
 * option and campaign, the conversion at each step, the median time to pay and the web vitals
 * of real visits), the back office: orders to refund, subscribers to cancel, customers with
 * their answers, webhook endpoints and their deliveries (docs/decisions/087), coupons with
 * their codes (docs/decisions/100), and for a person the team and, for an owner, the keys
 * (docs/decisions/167).
 */
export function DashboardPage({ username }: { username: string }) {
  useDocumentTitle(`Dashboard | ${username}`);
  const queryClient = useQueryClient();
  const [key, setKey] = useState(() => loadPublisherKey(window.sessionStorage, username));
  const [keyVersion, setKeyVersion] = useState(0);
  const [range, setRange] = useState<DayRange>(() => defaultDayRange(new Date()));
  const keyAccess: Access | null = key === null ? null : { username, key, keyVersion };
  const funnel = useFunnel(keyAccess, username, range);
  const refusal = funnel.isError && refusedKey(funnel.error) ? funnel.error.message : null;
  // A refused key is not kept: the next visit asks for one again.
  useEffect(() => {
    if (refusal !== null) forgetPublisherKey(window.sessionStorage, username);
  }, [refusal, username]);

  // A key typed into the form: while it is checked, and once the figures come, focus is on the
  // page's heading, since the form it was in has gone (docs/decisions/072).
  const heading = useRef<HTMLHeadingElement>(null);
  const [typedKey, setTypedKey] = useState<string | null>(null);
  useEffect(() => {
    if (typedKey !== null && refusal === null) heading.current?.focus();
  }, [typedKey, refusal]);

  function openWithKey(typed: string) {
    savePublisherKey(window.sessionStorage, username, typed);
    setKey(typed);
    setTypedKey(typed);
    setKeyVersion((version) => version + 1);
  }

  function forgetKey() {
    forgetPublisherKey(window.sessionStorage, username);
    queryClient.removeQueries({ queryKey: ["dashboard", username] });
    setKey(null);
  }

  const keyForm = (
    <KeyForm
      // A new form for each refusal: it starts from the key just refused.
      key={keyVersion}
      username={username}
      refusal={refusal}
      refusedKey={typedKey}
      onKey={openWithKey}
    />
  );
  if (keyAccess === null || refusal !== null) {
    return (
      <PersonDashboard username={username} keyForm={keyForm} range={range} onRange={setRange} />
    );
  }
  return (
    <DashboardFrame
      headingRef={heading}
      subtitle={funnel.data ? `${funnel.data.publisher.name} (${username})` : username}
      actions={
        <>
          {/* In this tab, where the key is: the preview's proof (docs/decisions/091). */}
          <a
            className="button button--secondary button--small"
            href={`/@${encodeURIComponent(username)}?preview=true`}
          >
            Preview your pages
          </a>
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={forgetKey}
          >
            Forget the key
          </button>
        </>
      }
    >
      <StoreBody access={keyAccess} shown={[]} range={range} onRange={setRange} />
    </DashboardFrame>
  );
}
