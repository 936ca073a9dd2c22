// The server the end-to-end tests drive: a fresh local state (migrated + seeded), the
// production build, wrangler dev on :8788, separate from `npm start`'s state.
import { rmSync } from "node:fs";
import { run, runLive } from "./lib.mjs";

// One state folder per port: engineers running servers side by side must not wipe each other's.
const state = process.env.E2E_STATE ?? `.wrangler/e2e-state${process.env.E2E_PORT ? `-${process.env.E2E_PORT}` : ""}`;
rmSync(state, { recursive: true, force: true });
run("node", ["scripts/db.mjs", "migrate", "--persist-to", state]);
run("node", ["scripts/db.mjs", "seed", "--persist-to", state]);
const port = process.env.E2E_PORT ?? "8788";
const server = runLive("npx", ["wrangler", "dev", "--port", port, "--ip", "127.0.0.1", "--persist-to", state, "--log-level", "warn", "--env-file", "local-development.env"]);
server.on("exit", (code) => process.exit(code ?? 0));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
