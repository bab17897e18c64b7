import { wording as ar } from "./ar";
import { wording as cs } from "./cs";
import { wording as da } from "./da";
import { wording as de } from "./de";
import type { WordingBookOf } from "./english";
import { wording as es } from "./es";
import { wording as fi } from "./fi";
import { wording as fr } from "./fr";
import { wording as he } from "./he";
import { wording as hu } from "./hu";
import { wording as id } from "./id";
import { wording as it } from "./it";
import { wording as ja } from "./ja";
import { wording as ko } from "./ko";
import { wording as nb } from "./nb";
import { wording as nl } from "./nl";
import { wording as pl } from "./pl";
import { wording as pt_BR } from "./pt-BR";
import { wording as pt_PT } from "./pt-PT";
import { wording as sv } from "./sv";
import { wording as tr } from "./tr";
import { wording as uk } from "./uk";
import { wording as zh_Hans } from "./zh-Hans";
import { wording as zh_Hant } from "./zh-Hant";

/** Every language the messages are written in besides English (docs/decisions/107). */
export const TRANSLATED_WORDINGS: readonly WordingBookOf[] = [
  de,
  fr,
  es,
  it,
  nl,
  sv,
  da,
  nb,
  fi,
  pl,
  cs,
  hu,
  tr,
  pt_BR,
  pt_PT,
  ja,
  ko,
  zh_Hans,
  zh_Hant,
  id,
  uk,
  ar,
  he,
];
