import { describe, expect, it } from "vitest";
import { popupFeatures, popupGeometry } from "./popup-geometry";

const wideScreen = { availWidth: 1920, availHeight: 1080 };

describe("popupGeometry", () => {
  it.each([
    [
      "centres a 540 x 540 pop-up on a large window",
      { screenX: 0, screenY: 0, outerWidth: 1280, outerHeight: 900 },
      wideScreen,
      { width: 540, height: 540, left: 370, top: 180 },
    ],
    [
      "centres it on the window, not the screen, when the window sits to one side",
      { screenX: 1000, screenY: 100, outerWidth: 800, outerHeight: 700 },
      wideScreen,
      { width: 540, height: 540, left: 1130, top: 180 },
    ],
    [
      "keeps it on a second screen to the left of the first",
      { screenX: -1440, screenY: 0, outerWidth: 1440, outerHeight: 900 },
      wideScreen,
      { width: 540, height: 540, left: -990, top: 180 },
    ],
    [
      "shrinks it to a screen smaller than 540 in either direction",
      { screenX: 0, screenY: 0, outerWidth: 375, outerHeight: 667 },
      { availWidth: 375, availHeight: 520 },
      { width: 375, height: 520, left: 0, top: 74 },
    ],
    [
      "rounds half pixels to whole ones",
      { screenX: 0, screenY: 0, outerWidth: 1001, outerHeight: 901 },
      wideScreen,
      { width: 540, height: 540, left: 231, top: 181 },
    ],
  ])("%s", (_case, opener, screen, expected) => {
    expect(popupGeometry(opener, screen)).toEqual(expected);
  });

  it("is never larger than 540 x 540, however large the screen", () => {
    const { width, height } = popupGeometry(
      { screenX: 0, screenY: 0, outerWidth: 5120, outerHeight: 2880 },
      { availWidth: 5120, availHeight: 2880 },
    );
    expect([width, height]).toEqual([540, 540]);
  });
});

describe("popupFeatures", () => {
  it("asks for a pop-up window of that size and place", () => {
    expect(popupFeatures({ width: 540, height: 520, left: -990, top: 74 })).toBe(
      "popup=yes,width=540,height=520,left=-990,top=74",
    );
  });
});
