import type { TaxRatesTable } from "./tax-rates-table";

// Standard rates, which the EU applies to electronically supplied services (Directive
// 2006/112/EC, art. 98(2) leaves reduced rates to a few listed goods, e-books among them:
// docs/decisions/117 says what that leaves out). A change of rate is a second row with its own
// `from`, never an edit of the first, so a renewal or a report of a past day finds the rate that
// was in force then. Where each figure came from, row by row: docs/decisions/117.
export const SHIPPED_TAX_RATES: TaxRatesTable = {
  source:
    "European Commission, Taxes in Europe Database (TEDB), standard rates; HMRC (United " +
    "Kingdom); Skatteetaten (Norway); ESTV/AFC (Switzerland); ATO (Australia)",
  checkedOn: "2026-11-29",
  rates: [
    { country: "AT", from: "1984-01-01", percent: 20 },
    { country: "BE", from: "1996-01-01", percent: 21 },
    { country: "BG", from: "1999-01-01", percent: 20 },
    { country: "CY", from: "2014-01-13", percent: 19 },
    { country: "CZ", from: "2013-01-01", percent: 21 },
    { country: "DE", from: "2021-01-01", percent: 19 },
    { country: "DK", from: "1992-01-01", percent: 25 },
    { country: "EE", from: "2009-07-01", percent: 20 },
    { country: "EE", from: "2024-01-01", percent: 22 },
    { country: "EE", from: "2025-07-01", percent: 24 },
    { country: "ES", from: "2012-09-01", percent: 21 },
    { country: "FI", from: "2013-01-01", percent: 24 },
    { country: "FI", from: "2024-09-01", percent: 25.5 },
    { country: "FR", from: "2014-01-01", percent: 20 },
    { country: "GR", from: "2016-06-01", percent: 24 },
    { country: "HR", from: "2012-03-01", percent: 25 },
    { country: "HU", from: "2012-01-01", percent: 27 },
    { country: "IE", from: "2021-03-01", percent: 23 },
    { country: "IT", from: "2013-10-01", percent: 22 },
    { country: "LT", from: "2009-09-01", percent: 21 },
    { country: "LU", from: "2015-01-01", percent: 17 },
    { country: "LU", from: "2023-01-01", percent: 16 },
    { country: "LU", from: "2024-01-01", percent: 17 },
    { country: "LV", from: "2012-07-01", percent: 21 },
    { country: "MT", from: "2004-01-01", percent: 18 },
    { country: "NL", from: "2012-10-01", percent: 21 },
    { country: "PL", from: "2011-01-01", percent: 23 },
    { country: "PT", from: "2011-01-01", percent: 23 },
    { country: "RO", from: "2017-01-01", percent: 19 },
    { country: "RO", from: "2025-08-01", percent: 21 },
    { country: "SE", from: "1990-07-01", percent: 25 },
    { country: "SI", from: "2013-07-01", percent: 22 },
    { country: "SK", from: "2011-01-01", percent: 20 },
    { country: "SK", from: "2025-01-01", percent: 23 },
    { country: "GB", from: "2011-01-04", percent: 20 },
    { country: "NO", from: "2005-01-01", percent: 25 },
    { country: "CH", from: "2018-01-01", percent: 7.7 },
    { country: "CH", from: "2024-01-01", percent: 8.1 },
    { country: "AU", from: "2000-07-01", percent: 10 },
  ],
};
