import type { CheckoutNewsletter } from "@creator-checkout/core/catalog";
import { t } from "@creator-checkout/core/i18n";
import { useMemo, useState } from "react";
import { Card } from "@/components/card";
import { type PayPrerequisite, usePayPrerequisite } from "@/lib/pay-prerequisites";
import { useMyNewsletters } from "../api/get-my-newsletters";
import { useSubscribeToNewsletters } from "../api/subscribe-to-newsletters";
import { NewsletterGroup } from "./newsletter-group";

interface NewsletterChoicesCardProps {
  newsletters: readonly CheckoutNewsletter[];
}

const NEWSLETTERS_PREREQUISITE = "newsletters";

/**
 * product.md §2 "Newsletters card": the product's lists, free then paid, each by newsletter_order.
 * Lists the buyer already gets are marked (product.md §4); the ones chosen here are subscribed as
 * part of paying, through the pay flow's prerequisites.
 */
export function NewsletterChoicesCard({ newsletters }: NewsletterChoicesCardProps) {
  const mine = useMyNewsletters();
  const subscribe = useSubscribeToNewsletters();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());

  const lists = useMemo(
    () =>
      newsletters
        .filter((list) => list.enabled)
        .sort((a, b) => a.newsletter_order - b.newsletter_order),
    [newsletters],
  );
  const subscribed = useMemo(
    () => new Set(mine.data?.newsletters.map((list) => list.id)),
    [mine.data],
  );

  // Free lists are saved before paying; a paid list comes with the purchase, so it is added
  // once the purchase is paid (the server refuses it before).
  const prerequisite = useMemo<PayPrerequisite>(() => {
    const chosenIds = (type: CheckoutNewsletter["type"]) =>
      lists
        .filter((list) => list.type === type && chosen.has(list.id) && !subscribed.has(list.id))
        .map((list) => list.id);
    return {
      valid: true,
      async save() {
        const ids = chosenIds("free");
        if (ids.length === 0) return;
        try {
          await subscribe(ids);
        } catch (error) {
          const reason = error instanceof Error ? error.message : t("newsletters.tryAgain");
          throw new Error(t("newsletters.saveFailed", { reason }));
        }
      },
      async afterPaid() {
        const ids = chosenIds("paid");
        if (ids.length > 0) await subscribe(ids);
      },
    };
  }, [lists, chosen, subscribed, subscribe]);
  usePayPrerequisite(NEWSLETTERS_PREREQUISITE, prerequisite);

  function choose(newsletterId: string, checked: boolean) {
    setChosen((current) => {
      const next = new Set(current);
      if (checked) next.add(newsletterId);
      else next.delete(newsletterId);
      return next;
    });
  }

  const groupProps = { subscribed, chosen, onChoose: choose };
  const free = lists.filter((list) => list.type === "free");
  const paid = lists.filter((list) => list.type === "paid");

  return (
    <Card title={t("newsletters.title")}>
      <p className="card__text">{t("newsletters.intro")}</p>
      {mine.isError ? <p className="card__text">{t("newsletters.mineFailed")}</p> : null}
      <div className="newsletters">
        {free.length > 0 ? (
          <NewsletterGroup title={t("newsletters.free")} lists={free} {...groupProps} />
        ) : null}
        {paid.length > 0 ? (
          <NewsletterGroup title={t("newsletters.paid")} lists={paid} {...groupProps} />
        ) : null}
      </div>
    </Card>
  );
}
