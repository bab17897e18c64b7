import { TextField } from "@/components/text-field";
import type { DraftErrors } from "../utils/product-check";
import type { FurtherPriceDraft, OptionDraft } from "../utils/product-draft";
import {
  billingChoices,
  currencyChoices,
  pricingChoices,
  trialChoices,
  unitChoices,
} from "../utils/product-labels";
import { FurtherPrices } from "./further-prices";
import { SelectField } from "./select-field";

export interface OptionFieldsProps {
  option: OptionDraft;
  index: number;
  count: number;
  sold: boolean;
  /** Why the option stays in the product, or null when it may be removed. */
  keptBecause: string | null;
  errors: DraftErrors;
  onChange: (option: OptionDraft) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

/** One option of a product's form: its title, price, billing, trial and further currencies. */
export function OptionFields(props: OptionFieldsProps) {
  const { option, index, sold, errors, onChange } = props;
  const at = (field: string) => errors[`options.${index}.${field}`];
  const edit = (change: Partial<OptionDraft>) => onChange({ ...option, ...change });
  const name = option.title.trim() || `Option ${index + 1}`;
  return (
    <fieldset className="field--group product-option">
      <legend className="field__label">{`Option ${index + 1}`}</legend>
      <TextField
        label="Option title"
        value={option.title}
        onChange={(title) => edit({ title })}
        error={at("title")}
      />
      <SelectField
        label="Price"
        value={option.pricing}
        choices={pricingChoices}
        onChange={(pricing) => edit({ pricing })}
      />
      <PriceFields option={option} at={at} edit={edit} />
      <SelectField
        label="Billing"
        value={option.billing}
        choices={billingChoices}
        disabled={sold}
        onChange={(billing) => edit({ billing })}
        hint={
          sold
            ? "Bought already: how it bills stays as its buyers bought it. Its prices may change; they apply to new buyers."
            : undefined
        }
      />
      {option.billing === "once" ? null : (
        <CycleFields option={option} sold={sold} at={at} edit={edit} />
      )}
      <FurtherPrices
        option={option}
        errorAt={(n, field) => errors[`options.${index}.prices.${n}.${field}`]}
        onChange={(prices: FurtherPriceDraft[]) => edit({ prices })}
      />
      <OptionActions {...props} name={name} />
    </fieldset>
  );
}

type FieldsProps = {
  option: OptionDraft;
  at: (field: string) => string | undefined;
  edit: (change: Partial<OptionDraft>) => void;
};

function PriceFields({ option, at, edit }: FieldsProps) {
  return (
    <div className="product-option__row">
      {option.pricing === "fixed" ? (
        <TextField
          label="Amount"
          inputMode="decimal"
          value={option.amount}
          onChange={(amount) => edit({ amount })}
          error={at("amount")}
        />
      ) : (
        <TextField
          label="Largest amount a buyer may choose"
          optional
          inputMode="decimal"
          value={option.most}
          onChange={(most) => edit({ most })}
          error={at("most")}
          hint="10,000 if you leave it empty."
        />
      )}
      <SelectField
        label="Currency"
        value={option.currency}
        choices={currencyChoices}
        onChange={(currency) => edit({ currency })}
        error={at("currency")}
      />
    </div>
  );
}

function CycleFields({ option, sold, at, edit }: FieldsProps & { sold: boolean }) {
  return (
    <>
      <TextField
        label="Every how many"
        inputMode="numeric"
        value={option.every}
        onChange={(every) => edit({ every })}
        error={at("every")}
        hint="2 with Every month bills every two months."
      />
      <SelectField
        label="Trial"
        value={option.trial}
        choices={trialChoices}
        disabled={sold}
        onChange={(trial) => edit({ trial })}
      />
      {option.trial === "none" ? null : (
        <div className="product-option__row">
          <TextField
            label="Trial length"
            inputMode="numeric"
            value={option.trialLength}
            onChange={(trialLength) => edit({ trialLength })}
            error={at("trialLength")}
          />
          <SelectField
            label="Trial unit"
            value={option.trialUnit}
            choices={unitChoices}
            disabled={sold}
            onChange={(trialUnit) => edit({ trialUnit })}
          />
        </div>
      )}
      {option.trial === "paid" ? (
        <TextField
          label="Trial price"
          inputMode="decimal"
          value={option.trialAmount}
          onChange={(trialAmount) => edit({ trialAmount })}
          error={at("trialAmount")}
        />
      ) : null}
    </>
  );
}

function OptionActions({
  option,
  index,
  count,
  keptBecause,
  onChange,
  onMove,
  onRemove,
  name,
}: OptionFieldsProps & { name: string }) {
  const small = "button button--secondary button--small";
  return (
    <div className="endpoint__actions">
      {option.archived ? (
        <p className="field__hint">
          Archived: no longer sold and off your page. Those who bought it keep it, and its
          subscribers renew as before.
        </p>
      ) : null}
      {index > 0 ? (
        <button type="button" className={small} onClick={() => onMove(-1)}>
          Move up<span className="visually-hidden">{` ${name}`}</span>
        </button>
      ) : null}
      {index < count - 1 ? (
        <button type="button" className={small} onClick={() => onMove(1)}>
          Move down<span className="visually-hidden">{` ${name}`}</span>
        </button>
      ) : null}
      {keptBecause ? <p className="field__hint">{keptBecause}</p> : null}
      {!keptBecause && count > 1 ? (
        <button type="button" className={small} onClick={onRemove}>
          Remove<span className="visually-hidden">{` ${name}`}</span>
        </button>
      ) : null}
      {option.read ? (
        <button
          type="button"
          className={small}
          onClick={() => onChange({ ...option, archived: !option.archived })}
        >
          {option.archived ? "Sell it again" : "Archive"}
          <span className="visually-hidden">{` ${name}`}</span>
        </button>
      ) : null}
    </div>
  );
}
