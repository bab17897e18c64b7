export {
  type AuthenticationMethod,
  authenticationMethods,
  codeMethods,
  isSocialMethod,
  type SocialMethod,
  socialMethods,
} from "./authentication-methods";
export { describeWait, tooManyCodesMessage } from "./code-send-wait";
export { isPasskeyTransport, type PasskeyTransport, passkeyTransports } from "./passkey-transports";
export {
  CLAIM_NOT_PROVIDED,
  DEFAULT_OIDC_NAME,
  INVALID_PHONE_MESSAGE,
  SIGN_IN_REQUIRED_MESSAGE,
} from "./sign-in-messages";
