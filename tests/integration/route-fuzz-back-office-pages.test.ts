// Every route of the owner's back office (/admin/{companyAlias}/…) answers malformed requests with a
// Spanish 4xx, never a 5xx, signed in as the owner (tests/integration/route-fuzz.ts: the groups, and
// why one file per group).
import { consoleAs, SHOP } from "./console-helpers";
import { fuzzRouteGroup } from "./route-fuzz";

fuzzRouteGroup("back-office-pages", { signIn: async () => (await consoleAs(SHOP.valeria)).cookie });
