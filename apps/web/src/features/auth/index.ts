export { type BotCheckConfig, botCheckKey } from "./api/get-bot-check";
export { type Me, useMe } from "./api/get-me";
export { USER_QUERY_ROOT, userQueryKey } from "./api/user-query-key";
export { ContactInfo } from "./components/contact-info";
export { startAuthState } from "./hooks/auth-store";
export { authorizedCall, authorizedRequest, getAccessToken } from "./hooks/session";
export { useCreatorSiteClaim } from "./hooks/use-creator-site-claim";
export { type Session, useSession, useSessionLifecycle } from "./hooks/use-session";
export { useSignOut } from "./hooks/use-sign-out";
