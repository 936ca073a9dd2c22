// Every route of the shop's console, back office and sign-up answers malformed requests with a
// Spanish 4xx, never a 5xx, signed in as the owner (who opens every section)
// (tests/integration/route-fuzz.ts: the groups, and why one file per group).
import { consoleAs, SHOP } from "./console-helpers";
import { fuzzRouteGroup } from "./route-fuzz";

fuzzRouteGroup("console-pages", { signIn: async () => (await consoleAs(SHOP.valeria)).cookie });
