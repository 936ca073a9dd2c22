// `npm start`: install what is missing, migrate and seed the local D1, build, serve on :8787.
import { build, ensureInstalled, npmStartServer, run, runLive } from "./lib.mjs";

ensureInstalled();
console.log("› Applying D1 migrations and seeding the demo tenant…");
run("node", ["scripts/db.mjs", "migrate"]);
run("node", ["scripts/db.mjs", "seed"]);
build();
console.log("› Serving on http://localhost:8787  (try http://localhost:8787/menu/sabores)");
const server = runLive("node", ["scripts/wrangler-dev.mjs", JSON.stringify(npmStartServer())]);
server.on("exit", (code) => process.exit(code ?? 0));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
