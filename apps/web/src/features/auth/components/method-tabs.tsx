import { type MessageKey, t } from "@creator-checkout/core/i18n";
import { Tabs } from "@/components/tabs";
import type { SignInMethod } from "../utils/sign-in-methods";

const methodLabels = {
  email: "signIn.tabs.email",
  sms: "signIn.tabs.phone",
} as const satisfies Record<SignInMethod, MessageKey>;

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
      labelOf={(method) => t(methodLabels[method])}
      label={t("signIn.tabs.label")}
      compact
      {...tabs}
    />
  );
}
