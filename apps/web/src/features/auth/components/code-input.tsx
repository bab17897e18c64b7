import { OTPInput, REGEXP_ONLY_DIGITS, type SlotProps } from "input-otp";
import type { Ref } from "react";

export const CODE_LENGTH = 6;

interface CodeInputProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onComplete: (code: string) => void;
  describedBy: string;
  invalid: boolean;
  busy: boolean;
  inputRef: Ref<HTMLInputElement>;
}

/**
 * product.md §5: six boxes, one digit each. It is one real input underneath (input-otp), so typing,
 * deleting, the keyboard's one-time-code suggestion and screen readers all work as usual;
 * a paste fills the boxes from the focused one onward, ignoring spaces and dashes.
 */
export function CodeInput({
  id,
  value,
  onChange,
  onComplete,
  describedBy,
  invalid,
  busy,
  inputRef,
}: CodeInputProps) {
  return (
    <OTPInput
      ref={inputRef}
      id={id}
      maxLength={CODE_LENGTH}
      pattern={REGEXP_ONLY_DIGITS}
      inputMode="numeric"
      autoComplete="one-time-code"
      value={value}
      onChange={onChange}
      onComplete={onComplete}
      pasteTransformer={(pasted) => pasted.replace(/\D/g, "")}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      aria-busy={busy || undefined}
      readOnly={busy}
      containerClassName="otp"
      render={({ slots, isFocused }) => (
        <div className="otp__boxes" data-focused={isFocused || undefined}>
          {slots.slice(0, CODE_LENGTH / 2).map((slot, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions, not items.
            <Slot key={index} slot={slot} invalid={invalid} />
          ))}
          <span className="otp__dash" aria-hidden="true" />
          {slots.slice(CODE_LENGTH / 2).map((slot, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions, not items.
            <Slot key={index} slot={slot} invalid={invalid} />
          ))}
        </div>
      )}
    />
  );
}

function Slot({ slot, invalid }: { slot: SlotProps; invalid: boolean }) {
  return (
    <div
      className="otp__box"
      data-active={slot.isActive || undefined}
      data-invalid={invalid || undefined}
      aria-hidden="true"
    >
      {slot.char}
      {slot.hasFakeCaret ? <span className="otp__caret" /> : null}
    </div>
  );
}
