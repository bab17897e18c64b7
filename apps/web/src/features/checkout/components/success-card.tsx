import type { CreatorOnPage } from "@creator-checkout/core/catalog";
import {
  type SuccessOutcome,
  successSentence,
  successTitle,
} from "@creator-checkout/core/checkout/success-message";
import { t } from "@creator-checkout/core/i18n";
import { useEffect, useId, useRef, useState } from "react";
import { useCreatorSiteClaim } from "@/features/auth";
import { prepareToLeave } from "@/lib/page-events";
import { continueUrl } from "../utils/continue-url";
import { creatorProfileUrl } from "../utils/creator-profile-url";
import "./success-card.css";

export interface SuccessCardProps {
  /** What was done, told under "Thank you!": product.md §8's message for the product type, a gift's, or a switch's. */
  outcome: SuccessOutcome;
  /** The creator's profile (`GET /client/query`), for their primary URLs and username. */
  creator: CreatorOnPage;
  redirectUrl: string | null;
}

/**
 * product.md §2 "Success card": replaces the right stack after a paid purchase, with a green check,
 * "Thank you!", the message for the product type (product.md §8) and Continue. A redeemed gift
 * ends on the same card.
 */
export function SuccessCard({ outcome, creator, redirectUrl }: SuccessCardProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const creatorSiteClaim = useCreatorSiteClaim();
  const [leaving, setLeaving] = useState(false);

  // product.md §2: a verified buyer carries a fresh claim code, for the creator's site to
  // recognise them (docs/decisions/038).
  async function continueToCreator() {
    setLeaving(true);
    // What the page still holds to send (the payment's analytics) leaves before the buyer does.
    const [claim] = await Promise.all([creatorSiteClaim(), prepareToLeave()]);
    window.location.assign(
      continueUrl({
        redirectUrl,
        publisher: creator,
        profileUrl: (withClaim) => creatorProfileUrl(creator, withClaim),
        claim,
      }),
    );
  }

  // The stack the buyer was in is gone: move focus here so the news is read out.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <section className="card success" aria-labelledby={headingId}>
      <span className="success__check">
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
          <path
            d="M6 12.5l4 4 8-9"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.4"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </span>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="success__title">
        {successTitle()}
      </h2>
      <p className="success__message">{successSentence(outcome)}</p>
      <button
        type="button"
        className="button button--block success__continue"
        disabled={leaving}
        aria-busy={leaving}
        onClick={() => void continueToCreator()}
      >
        {t("checkout.success.continue")}
      </button>
    </section>
  );
}
