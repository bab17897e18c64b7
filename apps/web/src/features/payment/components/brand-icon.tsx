import { iconBrand } from "../utils/card-brands";

/**
 * A small card-brand mark (product.md §3: visa, mastercard, amex, discover, diners, jcb, default),
 * drawn inline so it needs no request. Decorative: the brand's name is said in words beside it.
 */
export function BrandIcon({ brand }: { brand: string }) {
  return (
    <svg className="brand-icon" viewBox="0 0 32 20" width="32" height="20" aria-hidden="true">
      {marks[iconBrand(brand)]}
    </svg>
  );
}

const text = {
  fontFamily: "Arial, Helvetica, sans-serif",
  fontWeight: 700,
  textAnchor: "middle",
} as const;

const marks = {
  visa: (
    <>
      <rect width="32" height="20" rx="3" fill="#1a1f71" />
      <text x="16" y="13.5" fontSize="8.5" fontStyle="italic" fill="#fff" {...text}>
        VISA
      </text>
    </>
  ),
  mastercard: (
    <>
      <rect width="32" height="20" rx="3" fill="#252525" />
      <circle cx="12.5" cy="10" r="6" fill="#eb001b" />
      <circle cx="19.5" cy="10" r="6" fill="#f79e1b" />
      <path d="M16 5.1a6 6 0 0 1 0 9.8 6 6 0 0 1 0-9.8z" fill="#ff5f00" />
    </>
  ),
  amex: (
    <>
      <rect width="32" height="20" rx="3" fill="#2e77bc" />
      <text x="16" y="13" fontSize="7" fill="#fff" {...text}>
        AMEX
      </text>
    </>
  ),
  discover: (
    <>
      <rect x="0.5" y="0.5" width="31" height="19" rx="2.5" fill="#fff" stroke="#d3d7de" />
      <path d="M18 19.5h11a2.5 2.5 0 0 0 2.5-2.5v-6C27 15 22 18 18 19.5z" fill="#f48120" />
      <circle cx="21" cy="9" r="2.6" fill="#f48120" />
      <text x="11" y="10.8" fontSize="5" fill="#231f20" {...text}>
        DISC
      </text>
    </>
  ),
  diners: (
    <>
      <rect x="0.5" y="0.5" width="31" height="19" rx="2.5" fill="#fff" stroke="#d3d7de" />
      <circle cx="16" cy="10" r="6.5" fill="#0079be" />
      <circle cx="16" cy="10" r="4.6" fill="#fff" />
      <path d="M15 6.3v7.4M17 6.3v7.4" stroke="#0079be" strokeWidth="1.4" />
    </>
  ),
  jcb: (
    <>
      <rect x="0.5" y="0.5" width="31" height="19" rx="2.5" fill="#fff" stroke="#d3d7de" />
      <rect x="5" y="3.5" width="7" height="13" rx="2" fill="#0e4c96" />
      <rect x="12.5" y="3.5" width="7" height="13" rx="2" fill="#e21836" />
      <rect x="20" y="3.5" width="7" height="13" rx="2" fill="#00a651" />
      <text x="16" y="12.2" fontSize="5.2" fill="#fff" {...text}>
        JCB
      </text>
    </>
  ),
  default: (
    <>
      <rect x="0.5" y="0.5" width="31" height="19" rx="2.5" fill="#f1f3f6" stroke="#c9cfd9" />
      <rect x="0.5" y="4.5" width="31" height="3" fill="#c9cfd9" />
      <rect x="4" y="12" width="10" height="2" rx="1" fill="#aab2c0" />
    </>
  ),
} as const;
