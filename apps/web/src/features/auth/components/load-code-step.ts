import { loadRestOfWords } from "@creator-checkout/core/i18n";
import type { CodeStep as CodeStepComponent } from "./code-step";

// The code step (with the six-box input) is split out of the page's first download. It is
// fetched while the code is being sent, with the rest of the page's words (docs/decisions/121),
// and once here it renders straight away: a React.lazy
// component would still suspend once and hold its fallback for React's 300 ms reveal throttle.
let loaded: typeof CodeStepComponent | null = null;

export function loadCodeStep(): Promise<typeof CodeStepComponent> {
  return Promise.all([import("./code-step"), loadRestOfWords()]).then(([module]) => {
    loaded = module.CodeStep;
    return module.CodeStep;
  });
}

/** The code step if it has been fetched, else null. */
export function loadedCodeStep(): typeof CodeStepComponent | null {
  return loaded;
}
