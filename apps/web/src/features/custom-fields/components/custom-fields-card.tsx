import type { CheckoutCustomField } from "@creator-checkout/core/catalog";
import { t } from "@creator-checkout/core/i18n";
import { useMemo } from "react";
import { Card } from "@/components/card";
import { useMe } from "@/features/auth";
import { AdditionalInfoLoading } from "./additional-info-loading";
import { CustomFieldsForm } from "./custom-fields-form";

interface CustomFieldsCardProps {
  productId: string;
  fields: readonly CheckoutCustomField[];
}

const nothingSaved: Readonly<Record<string, unknown>> = {};

/** Waits for the buyer's earlier answers (GET /me), then shows the form filled with them. */
export function CustomFieldsCard({ productId, fields }: CustomFieldsCardProps) {
  const me = useMe();
  // product.md §9: fields are shown by their order.
  const sorted = useMemo(() => [...fields].sort((a, b) => a.order - b.order), [fields]);
  if (me.isPending) return <AdditionalInfoLoading />;
  return (
    <Card title={t("customFields.title")}>
      {me.isError ? <p className="card__text">{t("customFields.earlierFailed")}</p> : null}
      <CustomFieldsForm
        productId={productId}
        fields={sorted}
        saved={me.data?.custom_properties ?? nothingSaved}
      />
    </Card>
  );
}
