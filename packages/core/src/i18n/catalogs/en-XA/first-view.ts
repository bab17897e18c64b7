import { pseudoMessages } from "../../pseudo";
import { messages as english } from "../en/first-view";

export { format, plural } from "../en/first-view";

export const messages = pseudoMessages(english);
