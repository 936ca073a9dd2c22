// The order submit on the server `npm start` runs (bench/README.md "Order submit on the npm start
// server"): the `wrangler dev` CLI with its state on disk, one long-running runtime (no restart
// between its loads). On it, the static asset then the order submit, both at 10 connections for
// --order-duration seconds; the row compares their p99s, measured in the same run.
import { runLoad } from "./load.mjs";
import { ORDER_PATH, countStoredOrders, orderSpec, warmOrders, warmUpSpec } from "./orders.mjs";
import { startServer, waitReady } from "./server.mjs";

export const NPM_START_CONNECTIONS = 10;

const figures = (l) => ({ rps: l.rps, p50: l.p50, p99: l.p99, non2xx: l.non2xx, errors: l.errors + l.timeouts });

/** Starts the npm-start server on `port`, measures, stops it. `cleanup.npmStart` holds it meanwhile. */
export async function benchOnNpmStartServer({ root, appDir, port, logFile, staticAsset, deliveryModeId, orderDuration, maxRequests, maxOrders, cleanup, say }) {
  const server = startServer({ root, port, logFile, appDir, likeNpmStart: true });
  cleanup.npmStart = server;
  try {
    await waitReady(server.baseUrl, { hasExited: server.hasExited, logFile });
    const base = server.baseUrl;
    const connections = NPM_START_CONNECTIONS;
    for (let i = 0; i < 10; i++) await fetch(base + staticAsset).then((r) => r.arrayBuffer());
    const spec = orderSpec(root, deliveryModeId);
    const warmed = await warmOrders(base, spec);
    if (warmed.problem) throw new Error(`warm-up order: ${warmed.problem}`);
    await runLoad({ url: base + ORDER_PATH, connections, duration: 1, maxRequests: 1000, order: warmUpSpec(spec) });
    const statics = await runLoad({ url: base + staticAsset, connections, duration: orderDuration, maxRequests });
    say(`  npm start server, static asset: ${statics.rps} req/s, p50 ${statics.p50} / p99 ${statics.p99} ms`);
    const orders = await runLoad({ url: base + ORDER_PATH, connections, duration: orderDuration, maxRequests: Math.max(maxOrders, connections), order: spec });
    say(`  npm start server, order submit: ${orders.ordersPerS} orders/s, p50 ${orders.p50} / p99 ${orders.p99} ms, ${orders.non2xx} non-2xx`);
    const after = await runLoad({ url: base + staticAsset, connections, duration: orderDuration, maxRequests });
    return {
      connections,
      state: server.state,
      static: figures(statics),
      order: { ...figures(orders), ordersPerS: orders.ordersPerS, verification: orders.verification, stored: countStoredOrders(server.state, spec.runId) },
      staticAfter: figures(after),
      p99Factor: Number((orders.p99 / Math.max(statics.p99, 1)).toFixed(2)),
    };
  } catch (e) {
    return { error: e.message };
  } finally {
    await server.stop();
    cleanup.npmStart = null;
  }
}
