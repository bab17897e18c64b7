import { Skeleton } from "@/components/skeleton";

/** A placeholder the size of a saved card, announced to screen readers. */
export function PaymentLoading({ text }: { text: string }) {
  return (
    <div className="payment-methods-loading" aria-busy="true">
      <p className="visually-hidden" role="status">
        {text}
      </p>
      <Skeleton height="3.25rem" />
    </div>
  );
}
