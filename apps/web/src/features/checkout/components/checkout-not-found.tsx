import { StatusPage } from "@/components/status-page";

export function CheckoutNotFound() {
  return (
    <StatusPage title="This checkout page doesn't exist">
      <p>
        The link may be incomplete, or the creator no longer offers this option. Check the address,
        or ask the creator for a new link.
      </p>
    </StatusPage>
  );
}
