import { pseudoMessages } from "../../pseudo";
import { messages as english } from "../en/sign-in";

export const messages = pseudoMessages(english);
