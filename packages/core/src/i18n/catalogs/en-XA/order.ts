import { pseudoMessages } from "../../pseudo";
import { messages as english } from "../en/order";

export const messages = pseudoMessages(english);
