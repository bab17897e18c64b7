import type { DayRange } from "@creator-checkout/core/funnel";
import type { Access } from "../api/back-office";
import { useFunnel } from "../api/get-funnel";
import type { ExtraSection } from "../utils/team-access";
import { CustomersView } from "./customers-view";
import { DiscountsView } from "./discounts-view";
import { Figures } from "./figures";
import { KeysView } from "./keys-view";
import { NewslettersView } from "./newsletters-view";
import { OrdersView } from "./orders-view";
import { ProductsView } from "./products-view";
import { ProfileView } from "./profile-view";
import { RangeForm } from "./range-form";
import { type DashboardSection, SectionNav, useDashboardSection } from "./section-nav";
import { SubscribersView } from "./subscribers-view";
import { TaxView } from "./tax-view";
import { TeamView } from "./team-view";
import { WebhooksView } from "./webhooks-view";

/** The dashboard once someone may call: its sections, and the one the address names. */
export function StoreBody({
  access,
  shown,
  range,
  onRange,
}: {
  access: Access;
  shown: readonly ExtraSection[];
  range: DayRange;
  onRange: (range: DayRange) => void;
}) {
  const section = useDashboardSection(shown);
  return (
    <>
      <SectionNav current={section} shown={shown} />
      {section === "funnel" ? (
        <>
          <RangeForm range={range} onRange={onRange} />
          <Funnel access={access} range={range} />
        </>
      ) : (
        <BackOffice section={section} access={access} />
      )}
    </>
  );
}

function Funnel({ access, range }: { access: Access; range: DayRange }) {
  const funnel = useFunnel(access, access.username, range);
  if (funnel.isPending) {
    return (
      <p className="dashboard__status" role="status">
        Reading the figures…
      </p>
    );
  }
  if (funnel.isError) {
    return (
      <p className="form-alert" role="alert">
        {funnel.error.message}
      </p>
    );
  }
  return <Figures report={funnel.data} />;
}

function BackOffice({
  section,
  access,
}: {
  section: Exclude<DashboardSection, "funnel">;
  access: Access;
}) {
  if (section === "products") return <ProductsView access={access} />;
  if (section === "newsletters") return <NewslettersView access={access} />;
  if (section === "orders") return <OrdersView access={access} />;
  if (section === "subscribers") return <SubscribersView access={access} />;
  if (section === "customers") return <CustomersView access={access} />;
  if (section === "discounts") return <DiscountsView access={access} />;
  if (section === "profile") return <ProfileView access={access} />;
  if (section === "tax") return <TaxView access={access} />;
  if (section === "team") return <TeamView access={access} />;
  if (section === "keys") return <KeysView access={access} />;
  return <WebhooksView access={access} />;
}
