export type Session = { status: "signed-out" } | { status: "signed-in"; userId: string };

/** Who is signed in. Sign-in arrives in a later issue, so every visitor is a guest for now. */
export function useSession(): Session {
  return { status: "signed-out" };
}
