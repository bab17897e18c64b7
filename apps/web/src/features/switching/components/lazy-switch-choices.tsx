import { t } from "@creator-checkout/core/i18n";
import { SuspenseAfterHydration } from "@/components/suspense-after-hydration";
import { lazyWithWords } from "@/lib/lazy-with-words";
import type { SwitchChoicesProps } from "./switch-choices";

// Only a subscriber choosing another option meets these choices, so they load apart from the
// first paint, behind the same "working out" state they show while the preview loads.
const LoadedSwitchChoices = lazyWithWords(() =>
  import("./switch-choices").then((module) => ({ default: module.SwitchChoices })),
);

export function SwitchChoices(props: SwitchChoicesProps) {
  if (props.target === null) return null;
  return (
    <SuspenseAfterHydration fallback={<SwitchChoicesLoading />}>
      <LoadedSwitchChoices {...props} />
    </SuspenseAfterHydration>
  );
}

function SwitchChoicesLoading() {
  return (
    <fieldset className="choices switch-choices" aria-busy="true">
      <legend className="section-title">{t("switching.title")}</legend>
      <p className="card__text" role="status">
        {t("switching.loading")}
      </p>
    </fieldset>
  );
}
