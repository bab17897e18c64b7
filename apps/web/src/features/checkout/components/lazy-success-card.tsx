import { loadRestOfWords } from "@creator-checkout/core/i18n";
import { lazy } from "react";
import { SuspenseAfterHydration } from "@/components/suspense-after-hydration";
import type { SuccessCard as SuccessCardComponent, SuccessCardProps } from "./success-card";

// The success card is shown once per purchase, so it is not part of the first download. The
// page fetches it when the payment succeeds and shows it once it is here; a React.lazy
// component alone would still suspend once and flash a fallback (see load-code-step.ts).
let loaded: typeof SuccessCardComponent | null = null;

const importSuccessCard = () =>
  Promise.all([import("./success-card"), loadRestOfWords()]).then(([module]) => {
    loaded = module.SuccessCard;
    return module.SuccessCard;
  });

/** Fetches the success card's chunk; resolves (never rejects) once it is here or has failed. */
export function loadSuccessCard(): Promise<void> {
  return importSuccessCard().then(
    () => undefined,
    () => undefined,
  );
}

// Its words come with it (importSuccessCard), so React's own lazy is enough here.
const LazySuccessCard = lazy(() =>
  importSuccessCard().then((SuccessCard) => ({ default: SuccessCard })),
);

export function SuccessCard(props: SuccessCardProps) {
  const Loaded = loaded;
  if (Loaded) return <Loaded {...props} />;
  // Its chunk failed to arrive in time: try again, with nothing shown meanwhile.
  return (
    <SuspenseAfterHydration fallback={null}>
      <LazySuccessCard {...props} />
    </SuspenseAfterHydration>
  );
}
