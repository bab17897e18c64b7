import type { KeyboardEvent } from "react";
import type { SignInMethod } from "../utils/sign-in-methods";

const methodLabels: Record<SignInMethod, string> = { email: "Email", sms: "Phone" };

interface MethodTabsProps {
  methods: readonly SignInMethod[];
  selected: SignInMethod;
  onSelect: (method: SignInMethod) => void;
  tabId: (method: SignInMethod) => string;
  panelId: string;
}

/** Spec 4: the e-mail and phone tabs. WAI-ARIA tabs; arrows, Home and End move between them. */
export function MethodTabs({ methods, selected, onSelect, tabId, panelId }: MethodTabsProps) {
  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = methods.indexOf(selected);
    const targets: Record<string, SignInMethod | undefined> = {
      ArrowRight: methods[(index + 1) % methods.length],
      ArrowLeft: methods[(index - 1 + methods.length) % methods.length],
      Home: methods[0],
      End: methods[methods.length - 1],
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    onSelect(target);
    document.getElementById(tabId(target))?.focus();
  }

  return (
    <div className="tabs tabs--compact" role="tablist" aria-label="Sign in with">
      {methods.map((method) => {
        const isSelected = method === selected;
        return (
          <button
            key={method}
            id={tabId(method)}
            type="button"
            role="tab"
            className="tabs__tab"
            aria-selected={isSelected}
            aria-controls={panelId}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(method)}
            onKeyDown={onKeyDown}
          >
            {methodLabels[method]}
          </button>
        );
      })}
    </div>
  );
}
