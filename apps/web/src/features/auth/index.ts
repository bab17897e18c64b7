export { type Session, useSession } from "./hooks/use-session";
