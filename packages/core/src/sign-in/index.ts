export {
  type AuthenticationMethod,
  authenticationMethods,
  codeMethods,
  isSocialMethod,
  type SocialMethod,
  socialMethods,
} from "./authentication-methods";
