import { startFakeVies } from "./fake-vies";

// The local stand-in for the EU's VIES as a process of its own, for the browser tests: the
// checkout they start points VIES_URL here. Never for a checkout that faces the internet.
const fake = await startFakeVies({ port: Number(process.env.PORT ?? 12116) });
process.stdout.write(`Stand-in for VIES: ${fake.url}\n`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => void fake.close().then(() => process.exit(0)));
}
