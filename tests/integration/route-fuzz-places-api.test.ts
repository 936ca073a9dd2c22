// Every route of the company, branch, location and guide API answers malformed requests with a Spanish 4xx, never a 5xx
// (tests/integration/route-fuzz.ts: the groups, and why one file per group).
import { fuzzRouteGroup } from "./route-fuzz";

fuzzRouteGroup("places-api");
