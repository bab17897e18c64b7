/** The sentence over a form whose answers were refused, by the server or before sending. */
export const ANSWERS_NEED_ANOTHER_LOOK = "Some answers need another look.";
