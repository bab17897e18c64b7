import { loadConfig } from "@creator-checkout/server/config";
import { startServer } from "@creator-checkout/server/server";

// The real checkout, whose process dies the moment its payment gateway has charged and before
// the order records it: the worst moment for a crash. For the crash-recovery test only.
await startServer(loadConfig(), {
  wrapGateway: (gateway) => ({
    ...gateway,
    async charge(input) {
      const charged = await gateway.charge(input);
      process.kill(process.pid, "SIGKILL");
      return charged;
    },
  }),
});
