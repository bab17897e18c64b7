export { normalizeEmail } from "./normalize-email";
export { normalizePhone, PHONE_COUNTRIES } from "./normalize-phone";
