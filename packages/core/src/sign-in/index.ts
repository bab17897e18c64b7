export {
  type AuthenticationMethod,
  authenticationMethods,
  codeMethods,
  isSocialMethod,
  type SocialMethod,
  socialMethods,
} from "./authentication-methods";
export { describeWait, tooManyCodesMessage } from "./code-send-wait";
