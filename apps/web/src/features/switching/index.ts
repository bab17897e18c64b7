export {
  type SwitchPreview,
  type SwitchTarget,
  useSwitchPreview,
} from "./api/get-switch-preview";
export { SwitchChoices } from "./components/lazy-switch-choices";
export { switchTarget } from "./utils/switch-target";
