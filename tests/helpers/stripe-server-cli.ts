/**
 * The Stripe-protocol test server as a process, for the browser journeys (playwright.config.ts):
 * `tsx tests/helpers/stripe-server-cli.ts <port>`. Journeys drive it through /__control/….
 */
import { startFakeStripe } from "./stripe-server";

const port = Number(process.argv[2] ?? 3199);
startFakeStripe({ port }).then(
  (server) => {
    console.log(`fake Stripe listening on ${server.url}`);
    const stop = () => void server.close().then(() => process.exit(0));
    process.on("SIGTERM", stop);
    process.on("SIGINT", stop);
  },
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
