import { pseudoMessages } from "../../pseudo";
import { messages as english } from "../en/payment";

export const messages = pseudoMessages(english);
