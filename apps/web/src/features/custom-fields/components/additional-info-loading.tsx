import { t } from "@creator-checkout/core/i18n";
import { Card } from "@/components/card";
import { Skeleton } from "@/components/skeleton";
import { type PayPrerequisite, usePayPrerequisite } from "@/lib/pay-prerequisites";

/** The name the form registers under with the pay flow (`@/lib/pay-prerequisites`). */
export const CUSTOM_FIELDS_PREREQUISITE = "custom-fields";

// Until the questions and the buyer's earlier answers are here, the pay button waits: a
// required question cannot be skipped by paying before the form appears.
const notReady: PayPrerequisite = {
  valid: false,
  save: () => Promise.reject(new Error(t("customFields.stillLoading"))),
};

export function AdditionalInfoLoading() {
  usePayPrerequisite(CUSTOM_FIELDS_PREREQUISITE, notReady);
  return (
    <Card title={t("customFields.title")}>
      <div className="card-loading" aria-busy="true">
        <span className="visually-hidden">{t("customFields.loading")}</span>
        <Skeleton width="40%" />
        <Skeleton height="2.75rem" />
        <Skeleton width="55%" />
        <Skeleton height="2.75rem" />
      </div>
    </Card>
  );
}
