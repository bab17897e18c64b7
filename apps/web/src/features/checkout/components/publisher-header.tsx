import type { CreatorOnPage } from "@creator-checkout/core/catalog";
import type { MouseEvent } from "react";
import { useCreatorSiteClaim } from "@/features/auth";
import { initials } from "@/lib/initials";
import { creatorProfileUrl } from "../utils/creator-profile-url";

interface PublisherHeaderProps {
  publisher: CreatorOnPage;
}

/**
 * The creator's icon and name, linked to their profile (product.md §2). For a verified buyer the
 * link carries a fresh claim code, made when it is followed (docs/decisions/038).
 */
export function PublisherHeader({ publisher }: PublisherHeaderProps) {
  const creatorSiteClaim = useCreatorSiteClaim();

  async function followWithClaim(event: MouseEvent<HTMLAnchorElement>) {
    // A link opened in a new tab or window goes as it is.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    window.location.assign(creatorProfileUrl(publisher, await creatorSiteClaim()));
  }

  return (
    <div className="publisher">
      <a
        className="publisher__link"
        href={creatorProfileUrl(publisher, null)}
        onClick={(event) => void followWithClaim(event)}
      >
        {publisher.icon ? (
          <img className="publisher__icon" src={publisher.icon} alt="" width="32" height="32" />
        ) : (
          <span className="publisher__icon publisher__icon--monogram" aria-hidden="true">
            {initials(publisher.name)}
          </span>
        )}
        <span className="publisher__name">{publisher.name}</span>
      </a>
    </div>
  );
}
