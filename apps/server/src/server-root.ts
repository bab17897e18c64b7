/**
 * The apps/server folder. This module sits one folder below it both as source (src/) and in
 * the build (dist/, scripts/build.ts), so the same relative address finds it from either.
 */
export const serverRoot = new URL("../", import.meta.url);
