import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app";
import { startPageAnalytics } from "./features/analytics";
import { startErrorReporting } from "./features/errors";
import "./styles.css";

// First, so that a failure while the page starts is reported too.
startErrorReporting();

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element to render into.");

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
startPageAnalytics();
