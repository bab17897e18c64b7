import type { Publisher } from "@creator-checkout/core/catalog";
import { creatorProfileUrl } from "../utils/creator-profile-url";
import { initials } from "../utils/initials";

interface PublisherHeaderProps {
  publisher: Publisher;
  claim: string | null;
}

export function PublisherHeader({ publisher, claim }: PublisherHeaderProps) {
  return (
    <div className="publisher">
      <a className="publisher__link" href={creatorProfileUrl(publisher, claim)}>
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
