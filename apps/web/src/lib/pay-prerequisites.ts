import { useEffect, useRef } from "react";
import { createStore, useStore } from "./create-store";

/**
 * Parts of the page that must be valid before the buyer can pay, and that are saved as part of
 * paying (the custom fields form, the newsletter choices). Each part registers itself; the pay
 * flow reads whether all are valid and saves them all, in order, before it purchases.
 */
export interface PayPrerequisite {
  valid: boolean;
  /** The id of the sentence that says what the part still needs, while it is not valid. */
  reasonId?: string;
  /** Saves the part; rejects with an Error whose message the page shows above the pay button. */
  save(): Promise<void>;
  /** Saves what only a paid purchase grants (a paid newsletter); a failure is logged. */
  afterPaid?(): Promise<void>;
}

const prerequisites = createStore<Readonly<Record<string, PayPrerequisite>>>({});

// How many times the buyer pressed Pay while a part held it back. Each part shows every one of
// its problems from the first such press, touched or not (docs/decisions/067).
const heldBackPresses = createStore(0);

/** For a part: how many times Pay was pressed while the parts held it back. */
export function useHeldBackPayPresses(): number {
  return useStore(heldBackPresses);
}

/** Registers (and keeps current) one part while the component that owns it is shown. */
export function usePayPrerequisite(name: string, prerequisite: PayPrerequisite) {
  const registered = useRef<PayPrerequisite | null>(null);
  useEffect(() => {
    registered.current = prerequisite;
    prerequisites.setState((all) => ({ ...all, [name]: prerequisite }));
  }, [name, prerequisite]);
  useEffect(
    () => () =>
      prerequisites.setState((all) => {
        // Only this part's own entry leaves: the part that replaces this one under the same
        // name (the questions after their loading state) may have registered already.
        if (all[name] !== registered.current) return all;
        const { [name]: _removed, ...rest } = all;
        return rest;
      }),
    [name],
  );
}

/** For the pay flow: whether every registered part is valid, and a way to save them all. */
export function usePayPrerequisites() {
  const all = useStore(prerequisites);
  const parts = Object.values(all);
  return {
    valid: parts.every((part) => part.valid),
    /** The sentences of the parts that hold Pay back, for the pay button's description. */
    reasonIds: parts.flatMap((part) => (!part.valid && part.reasonId ? [part.reasonId] : [])),
    /** The buyer pressed Pay while a part is not valid: every part shows what it needs. */
    showProblems() {
      heldBackPresses.setState((count) => count + 1);
    },
    async saveAll() {
      for (const part of parts) await part.save();
    },
    async saveAllAfterPaid() {
      for (const part of parts) {
        await part.afterPaid?.().catch((error: unknown) => {
          console.error("A choice made before paying could not be saved after it.", error);
        });
      }
    },
  };
}
