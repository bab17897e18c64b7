// product.md §9: the social-login pop-up is at most 540 x 540.
export const POPUP_MAX_SIZE = 540;

export interface PopupGeometry {
  width: number;
  height: number;
  left: number;
  top: number;
}

/** Where the opening window sits on the screen, in screen pixels. */
export interface OpenerBox {
  screenX: number;
  screenY: number;
  outerWidth: number;
  outerHeight: number;
}

/** The part of the screen a window may use. */
export interface ScreenSpace {
  availWidth: number;
  availHeight: number;
}

/**
 * product.md §2: a pop-up centred on the window that opens it, 540 x 540 or the screen's
 * size where the screen is smaller. Positions may be negative: a window on a second screen to
 * the left of the first has a negative screenX, and its pop-up belongs there too.
 */
export function popupGeometry(opener: OpenerBox, screen: ScreenSpace): PopupGeometry {
  const width = Math.min(POPUP_MAX_SIZE, screen.availWidth);
  const height = Math.min(POPUP_MAX_SIZE, screen.availHeight);
  return {
    width,
    height,
    left: Math.round(opener.screenX + (opener.outerWidth - width) / 2),
    top: Math.round(opener.screenY + (opener.outerHeight - height) / 2),
  };
}

/** The `window.open` features string for a pop-up of that size and place. */
export function popupFeatures({ width, height, left, top }: PopupGeometry): string {
  return `popup=yes,width=${width},height=${height},left=${left},top=${top}`;
}
