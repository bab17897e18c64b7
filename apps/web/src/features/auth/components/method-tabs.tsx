import { Tabs } from "@/components/tabs";
import type { SignInMethod } from "../utils/sign-in-methods";

const methodLabels: Record<SignInMethod, string> = { email: "Email", sms: "Phone" };

interface MethodTabsProps {
  methods: readonly SignInMethod[];
  selected: SignInMethod;
  onSelect: (method: SignInMethod) => void;
  tabId: (method: SignInMethod) => string;
  panelId: string;
}

/** product.md §4: the e-mail and phone tabs. */
export function MethodTabs({ methods, ...tabs }: MethodTabsProps) {
  return (
    <Tabs
      items={methods}
      labelOf={(method) => methodLabels[method]}
      label="Sign in with"
      compact
      {...tabs}
    />
  );
}
