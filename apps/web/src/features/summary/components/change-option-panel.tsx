import type { CheckoutOption } from "@creator-checkout/core/catalog";
import { t } from "@creator-checkout/core/i18n";
import { sortOptionsByPrice } from "@creator-checkout/core/pricing";
import { useId, useState } from "react";
import { type IntervalTab, intervalTabOf, presentIntervalTabs } from "../utils/interval-tabs";
import { IntervalTabs } from "./interval-tabs";
import { OptionChoices } from "./option-choices";

interface ChangeOptionPanelProps {
  options: readonly CheckoutOption[];
  selectedOption: CheckoutOption;
  /** The option whose interval tab shows first: the current one of a subscriber. */
  startOption: CheckoutOption;
  onSelectOption: (option: CheckoutOption) => void;
  /** The purchase is paid: the options stay in view but cannot be chosen. */
  disabled?: boolean;
}

/** product.md §4: the tab starts on the current option's interval; choosing an option changes it. */
export function ChangeOptionPanel({
  options,
  selectedOption,
  startOption,
  onSelectOption,
  disabled = false,
}: ChangeOptionPanelProps) {
  const idBase = useId();
  const titleId = `${idBase}-title`;
  const panelId = `${idBase}-panel`;
  const tabId = (tab: IntervalTab) => `${idBase}-tab-${tab}`;
  const tabs = presentIntervalTabs(options);
  const [tab, setTab] = useState(() => intervalTabOf(startOption));
  const choices = (
    <OptionChoices
      options={sortOptionsByPrice(options.filter((option) => intervalTabOf(option) === tab))}
      selectedId={selectedOption.id}
      onSelect={onSelectOption}
      disabled={disabled}
    />
  );

  return (
    <section className="change-option" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {t("summary.changeOption")}
      </h2>
      {tabs.length > 1 ? (
        <>
          <IntervalTabs
            tabs={tabs}
            selected={tab}
            onSelect={setTab}
            tabId={tabId}
            panelId={panelId}
            // product.md §4 keeps the tab on the current option's interval; the selected option
            // may sit on another tab, which then says it holds the buyer's choice.
            markedTab={intervalTabOf(selectedOption) === tab ? null : intervalTabOf(selectedOption)}
          />
          <div id={panelId} role="tabpanel" aria-labelledby={tabId(tab)}>
            {choices}
          </div>
        </>
      ) : (
        choices
      )}
    </section>
  );
}
