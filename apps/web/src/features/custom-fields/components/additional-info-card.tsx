import type { CheckoutCustomField } from "@creator-checkout/core/catalog";
import { SuspenseAfterHydration } from "@/components/suspense-after-hydration";
import { lazyWithWords } from "@/lib/lazy-with-words";
import { AdditionalInfoLoading } from "./additional-info-loading";

// Only a signed-in buyer sees the form, so it stays out of the page's first download.
const CustomFieldsCard = lazyWithWords(() =>
  import("./custom-fields-card").then((module) => ({ default: module.CustomFieldsCard })),
);

interface AdditionalInfoCardProps {
  productId: string;
  fields: readonly CheckoutCustomField[];
}

/** The creator's questions for this product ("Additional Info"), answered before paying. */
export function AdditionalInfoCard(props: AdditionalInfoCardProps) {
  return (
    <SuspenseAfterHydration fallback={<AdditionalInfoLoading />}>
      <CustomFieldsCard {...props} />
    </SuspenseAfterHydration>
  );
}
