export { CreatorPage, type CreatorPageProduct, type CreatorPageProps } from "./creator-page";
