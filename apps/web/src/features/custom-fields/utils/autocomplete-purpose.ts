import type { ConnectedProperty } from "@creator-checkout/core/catalog";

// What a typed question asks about the buyer, told by its property's own name (the platform's
// or the creator's, not the question's wording), as the HTML autocomplete token a browser or
// an assistive tool fills it from (WCAG 1.3.5).
const typedPurposes: readonly { name: RegExp; token: string }[] = [
  { name: /^(company|organi[sz]ation|employer)( name)?$/, token: "organization" },
  { name: /^(job title|role title|position)$/, token: "organization-title" },
  { name: /^(first name|given name)$/, token: "given-name" },
  { name: /^(last name|family name|surname)$/, token: "family-name" },
  { name: /^(full name|name)$/, token: "name" },
  { name: /^(nickname|display name)$/, token: "nickname" },
  { name: /^(e-?mail|e-?mail address)$/, token: "email" },
  { name: /^(phone|phone number|mobile|mobile number|telephone)$/, token: "tel" },
  { name: /^(website|web site|homepage|home page|url)$/, token: "url" },
];

const datePurposes: readonly { name: RegExp; token: string }[] = [
  { name: /^(birthday|birth ?date|date of birth)$/, token: "bday" },
];

/**
 * The autocomplete token of a question answered by typing ("url" for any web address), or "off"
 * for one about nothing a browser keeps (a team's size, a favourite topic). Choices (checkboxes, radios, dropdowns)
 * offer their own options and take none; an address's parts name theirs themselves.
 */
export function autocompletePurpose(property: Pick<ConnectedProperty, "label" | "type">): string {
  const name = property.label.trim().toLowerCase().replace(/\s+/g, " ");
  const purposes =
    property.type === "date"
      ? datePurposes
      : property.type === "short_answer" || property.type === "url"
        ? typedPurposes
        : [];
  const fallback = property.type === "url" ? "url" : "off";
  return purposes.find((purpose) => purpose.name.test(name))?.token ?? fallback;
}
