import * as api from "@creator-checkout/core/api-routes";
import { t } from "@creator-checkout/core/i18n";
import { routeUrl } from "@creator-checkout/core/route-url";
import { getAccessToken } from "@/features/auth";
import { currentPublisherId } from "@/lib/api-client";
import { ApiError } from "@/lib/api-error";

/**
 * Opens one of the buyer's invoices in a new tab (docs/decisions/132). The invoice needs the
 * session's access token, which no link can carry: the page asks for it and shows what came.
 * The tab is opened at the click, before waiting, so no pop-up blocker stops it.
 */
export async function openInvoice(orderId: string, format: "html" | "pdf"): Promise<void> {
  const tab = window.open("", "_blank");
  try {
    const route = format === "pdf" ? api.getBuyerInvoicePdf : api.getBuyerInvoice;
    const blob = await fetchInvoice(routeUrl(route, { params: { orderId } }));
    const url = URL.createObjectURL(blob);
    if (tab) tab.location.href = url;
    else window.location.assign(url);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

async function fetchInvoice(path: string): Promise<Blob> {
  const token = await getAccessToken();
  if (!token) throw new ApiError(401, "UNAUTHORIZED", t("signIn.required"));
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  const publisherId = currentPublisherId();
  if (publisherId) headers.publisherid = publisherId;
  if (document.documentElement.lang) headers["Accept-Language"] = document.documentElement.lang;
  const response = await fetch(path, { headers, credentials: "same-origin" }).catch(() => {
    throw new ApiError(0, "NETWORK", t("errors.network"));
  });
  if (!response.ok) {
    throw ApiError.fromResponse(response.status, await response.json().catch(() => null));
  }
  return response.blob();
}
