// Shard 4 of the all-routes fuzz (tests/integration/route-fuzz.ts says why it is split).
import { fuzzRouteShard } from "./route-fuzz";

fuzzRouteShard(4);
