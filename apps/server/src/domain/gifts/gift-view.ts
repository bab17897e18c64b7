import type { GiftView } from "@creator-checkout/core/api";
import { publisherView } from "../catalog/catalog-views";
import type { FoundGift } from "./find-gift";

/** The gift as its link's holder sees it: never the recipient's e-mail. */
export function giftView(found: FoundGift, now: Date): GiftView {
  const { gift, option, product, publisher } = found;
  const recurring = option.recurring && option.interval !== null;
  return {
    creator: publisherView(publisher),
    gift: {
      product_option_id: option.id,
      product_title: product.title,
      product_type: product.type,
      option_title: option.title,
      interval: recurring ? option.interval : null,
      interval_quantity: recurring ? option.interval_quantity : null,
      sender_first_name: gift.sender_first_name,
      recipient_first_name: gift.recipient_first_name,
      note: gift.note,
      status: gift.redeemed_at
        ? "redeemed"
        : gift.expires_at && gift.expires_at <= now
          ? "expired"
          : "redeemable",
      expires_at: gift.expires_at?.toISOString() ?? null,
    },
  };
}
