export { RedeemGiftPage } from "./components/redeem-gift-page";
