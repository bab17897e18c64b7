import { type MessageKey, t } from "@creator-checkout/core/i18n";
import { Fragment, type ReactNode } from "react";

interface TranslatedProps {
  id: MessageKey;
  /** What fills each `{name}`: text, or markup such as a link or emphasis. */
  values: Readonly<Record<string, ReactNode>>;
}

/**
 * A message whose placeholders hold markup, in the language's own word order: "Powered by
 * {product}" and "{product} のサービス" place the same <strong> where each language puts it.
 */
export function Translated({ id, values }: TranslatedProps) {
  const parts = t(id).split(/\{(\w+)\}/);
  return (
    <>
      {parts.map((part, index) => (
        // Even parts are text, odd ones the name of a placeholder; the order never changes.
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one message, in order
        <Fragment key={index}>{index % 2 === 1 ? (values[part] ?? `{${part}}`) : part}</Fragment>
      ))}
    </>
  );
}
