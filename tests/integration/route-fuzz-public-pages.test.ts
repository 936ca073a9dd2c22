// Every route of the pages outside a menu answers malformed requests with a Spanish 4xx, never a 5xx
// (tests/integration/route-fuzz.ts: the groups, and why one file per group); so do the realtime rooms.
import { fuzzParties, fuzzRouteGroup } from "./route-fuzz";

fuzzRouteGroup("public-pages");
fuzzParties();
