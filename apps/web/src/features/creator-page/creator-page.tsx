import { t } from "@creator-checkout/core/i18n";
import type { PricedOption } from "@creator-checkout/core/pricing";
import { optionPriceText } from "@creator-checkout/core/pricing";
import { Footer } from "@/components/footer";
import { type LanguageChoice, LanguageMenu } from "@/components/language-menu";
import { PreviewBanner } from "@/components/preview-banner";
import { StatusPage } from "@/components/status-page";
import { initials } from "@/lib/initials";

export interface CreatorPageProduct {
  id: string;
  title: string;
  options: Array<PricedOption & { id: string; title: string }>;
}

export interface CreatorPageProps {
  creator: { username: string; name: string; icon: string | null } | null;
  products: readonly CreatorPageProduct[];
  /**
   * The creator came to preview their pages: each link asks for a preview, and the preview
   * banner shows once the key this tab holds is accepted (docs/decisions/091 and 143).
   */
  preview?: boolean;
  /** The languages the page is offered in, and the one it is in, for its footer's menu. */
  languages?: { offered: readonly LanguageChoice[]; current: string };
}

/**
 * The creator's public page, `/@{username}` (product.md §2 "the creator's public profile
 * page"): who they are and everything they sell, each option a link to its checkout. Plain
 * links and text, rendered on the server: the page needs no script (docs/decisions/086).
 */
export function CreatorPage({ creator, products, preview = false, languages }: CreatorPageProps) {
  if (creator === null) {
    return (
      <StatusPage title={t("creatorPage.notFound.title")}>
        <p>{t("creatorPage.notFound.text")}</p>
      </StatusPage>
    );
  }
  return (
    <div className="page">
      {preview ? (
        <>
          <PreviewBanner provedFor={creator.username} />
          {/* The page has no script of its own; a preview has this one, which proves the key. */}
          <script type="module" src="/creator-page-preview.js" />
        </>
      ) : null}
      <main className="creator-page">
        <header className="creator-page__header">
          {creator.icon ? (
            <img className="publisher__icon" src={creator.icon} alt="" width="32" height="32" />
          ) : (
            <span className="publisher__icon publisher__icon--monogram" aria-hidden="true">
              {initials(creator.name)}
            </span>
          )}
          <h1 className="creator-page__name">{creator.name}</h1>
        </header>
        {products.length === 0 ? (
          <p className="card__text">{t("creatorPage.nothingOnOffer", { creator: creator.name })}</p>
        ) : (
          products.map((product) => (
            <ProductCard key={product.id} product={product} preview={preview} />
          ))
        )}
      </main>
      <Footer
        languageMenu={
          languages ? (
            <LanguageMenu
              languages={languages.offered}
              current={languages.current}
              addressIn={(tag) => `?locale=${tag}${preview ? "&preview=true" : ""}`}
            />
          ) : undefined
        }
      />
    </div>
  );
}

function ProductCard({ product, preview }: { product: CreatorPageProduct; preview: boolean }) {
  const headingId = `product-${product.id}`;
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId} className="card__title">
        {product.title}
      </h2>
      <ul className="creator-page__options">
        {product.options.map((option) => (
          <li key={option.id}>
            <a
              className="creator-page__option"
              href={`/${option.id}${preview ? "?preview=true" : ""}`}
            >
              <span className="creator-page__option-title">{option.title}</span>
              <span className="creator-page__price">{optionPriceText(option)}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
