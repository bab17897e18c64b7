export {
  type SwitchPreview,
  type SwitchTarget,
  useSwitchPreview,
} from "./api/get-switch-preview";
export { SwitchChoices } from "./components/lazy-switch-choices";
export { switchQuote } from "./utils/switch-quote";
export { switchTarget } from "./utils/switch-target";
