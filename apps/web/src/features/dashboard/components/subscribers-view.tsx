import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Card } from "@/components/card";
import { announce } from "@/components/live-announcement";
import { Modal } from "@/components/modal";
import {
  type Access,
  backOfficeKey,
  cancelSubscription,
  type ListedSubscription,
  usePublisherSubscriptions,
} from "../api/back-office";
import { formatDay, subscriptionStatusLabel } from "../utils/back-office-labels";
import { changesStore } from "../utils/team-access";
import { CancelAnswersTable } from "./cancel-answers-table";
import { DialogSubmit } from "./dialog-submit";
import { EmailSearch, LoadMore } from "./email-search";
import { FigureTable } from "./figure-table";

const header = ["Subscriber", "Subscribed to", "Status", "Period ends", "Cancel"];

/** The publisher's subscriptions, newest first, each with a cancel: passes and payments renew not. */
export function SubscribersView({ access }: { access: Access }) {
  const [email, setEmail] = useState("");
  const subscriptions = usePublisherSubscriptions(access, email);
  const [canceling, setCanceling] = useState<ListedSubscription | null>(null);
  const list = useRef<HTMLDivElement>(null);
  const [closings, setClosings] = useState(0);
  // A subscription ended now loses its Cancel button, where focus would have gone back: it goes
  // to the table instead of to the page's start.
  useEffect(() => {
    if (closings > 0 && document.activeElement === document.body) {
      list.current?.querySelector<HTMLElement>(".figure-table")?.focus();
    }
  }, [closings]);
  const rows = (subscriptions.data?.pages ?? []).flatMap((page) => page.data);
  return (
    <Card title="Subscribers">
      <EmailSearch onSearch={setEmail} />
      {subscriptions.isPending ? (
        <p className="dashboard__status" role="status">
          Reading the subscribers…
        </p>
      ) : subscriptions.isError ? (
        <p className="form-alert" role="alert">
          {subscriptions.error.message}
        </p>
      ) : (
        <div ref={list} className="back-office__list">
          <FigureTable
            caption={
              email ? `Subscriptions of ${email}, newest first` : "Subscriptions, newest first"
            }
            header={header}
            rows={rows.map((subscription) =>
              subscriptionRow(subscription, changesStore(access.role) ? setCanceling : null),
            )}
            empty={email ? `No subscriptions of ${email}.` : "No subscribers yet."}
          />
          <LoadMore
            hasMore={subscriptions.hasNextPage}
            loading={subscriptions.isFetchingNextPage}
            onMore={() => void subscriptions.fetchNextPage()}
          />
        </div>
      )}
      <CancelAnswersTable access={access} />
      {canceling ? (
        <CancelDialog
          access={access}
          subscription={canceling}
          onClose={() => {
            setCanceling(null);
            setClosings((count) => count + 1);
          }}
        />
      ) : null}
    </Card>
  );
}

function subscriptionRow(
  subscription: ListedSubscription,
  onCancel: ((subscription: ListedSubscription) => void) | null,
) {
  const subscriber = subscription.customer.email ?? subscription.customer.phone ?? "Unknown";
  const cancelable = onCancel !== null && subscription.status !== "CANCELED";
  return [
    subscriber,
    `${subscription.product.title} · ${subscription.option.title}`,
    subscriptionStatusLabel(subscription),
    subscription.current_period_end ? formatDay(subscription.current_period_end) : "Never",
    cancelable ? (
      <button
        key="cancel"
        type="button"
        className="button button--secondary button--small"
        onClick={() => onCancel?.(subscription)}
      >
        Cancel<span className="visually-hidden">{` the subscription of ${subscriber}`}</span>
      </button>
    ) : null,
  ];
}

/** Asks when the subscription ends: when its paid period does, or now. */
function CancelDialog({
  access,
  subscription,
  onClose,
}: {
  access: Access;
  subscription: ListedSubscription;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const periodEnd = subscription.current_period_end;
  const [atPeriodEnd, setAtPeriodEnd] = useState(periodEnd !== null);
  const cancel = useMutation({
    mutationFn: () => cancelSubscription(access, subscription.id, atPeriodEnd),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: backOfficeKey(access, "subscriptions") });
      onClose();
      announce(
        atPeriodEnd
          ? "The subscription ends at the end of its period."
          : "The subscription has ended.",
      );
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!cancel.isPending) cancel.mutate();
  }

  return (
    <Modal title="Cancel this subscription" onClose={onClose} closeDisabled={cancel.isPending}>
      <form className="form" onSubmit={submit} noValidate>
        <p>{`${subscription.customer.email ?? "The subscriber"} · ${subscription.product.title}. Nothing is refunded by a cancel: refund the order for that.`}</p>
        <fieldset className="choices">
          <legend className="field__label">When does it end?</legend>
          {periodEnd ? (
            <label className="choice">
              <input
                className="choice__input"
                type="radio"
                name="ends"
                checked={atPeriodEnd}
                onChange={() => setAtPeriodEnd(true)}
              />
              <span className="choice__title">At the end of the period</span>
              <span className="choice__price">{formatDay(periodEnd)}</span>
            </label>
          ) : null}
          <label className="choice">
            <input
              className="choice__input"
              type="radio"
              name="ends"
              checked={!atPeriodEnd}
              onChange={() => setAtPeriodEnd(false)}
            />
            <span className="choice__title">Now</span>
          </label>
        </fieldset>
        <DialogSubmit request={cancel} label="Cancel the subscription" pendingLabel="Canceling…" />
      </form>
    </Modal>
  );
}
