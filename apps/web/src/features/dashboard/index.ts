export { DashboardEntry } from "./components/dashboard-entry";
export { DashboardPage } from "./components/dashboard-page";
