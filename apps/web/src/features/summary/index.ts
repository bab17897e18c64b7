export { SummaryPanel } from "./components/summary-panel";
