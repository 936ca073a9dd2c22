// A local fake Nominatim (vitest globalSetup, runs in Node): the 'nominatim'
// geocoder is tested offline against it (tests/integration/address-nominatim.test.ts).
// GET /search and /reverse answer like nominatim.openstreetmap.org (format=jsonv2);
// GET /__last returns the last request (path, query, User-Agent) for assertions;
// a query containing "falla" answers 503.
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    nominatimUrl: string;
  }
}

const gurruchaga = {
  place_id: 1,
  osm_type: "way",
  osm_id: 4242,
  lat: "-34.5893",
  lon: "-58.4262",
  display_name: "1500, Gurruchaga, Palermo, Buenos Aires, Comuna 14, Ciudad Autónoma de Buenos Aires, C1414, Argentina",
  address: {
    house_number: "1500",
    road: "Gurruchaga",
    suburb: "Palermo",
    city: "Buenos Aires",
    state: "Ciudad Autónoma de Buenos Aires",
    postcode: "C1414",
    country: "Argentina",
    country_code: "ar",
  },
};
const madrid = {
  place_id: 2,
  osm_type: "node",
  osm_id: 7,
  lat: "40.4168",
  lon: "-3.7038",
  display_name: "Gurruchaga, Madrid, España",
  address: { road: "Gurruchaga", city: "Madrid", country_code: "es" },
};
const montevideo = {
  place_id: 3,
  osm_type: "way",
  osm_id: 99,
  lat: "-34.9011",
  lon: "-56.1645",
  display_name: "Gurruchaga, Montevideo, Uruguay",
  address: { road: "Gurruchaga", city: "Montevideo", state: "Montevideo", country_code: "uy" },
};

export default async function setup(project: TestProject) {
  let last: { path: string; query: Record<string, string>; userAgent: string | null } | null = null;
  const server = createServer((req: IncomingMessage, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === "/__last") return send(200, last);
    last = { path: url.pathname, query: Object.fromEntries(url.searchParams), userAgent: req.headers["user-agent"] ?? null };
    if (url.pathname === "/search") {
      const q = (url.searchParams.get("q") ?? "").toLowerCase();
      if (q.includes("falla")) return send(503, { error: "overloaded" });
      if (q.includes("gurruchaga")) return send(200, [montevideo, madrid, gurruchaga]);
      return send(200, []);
    }
    if (url.pathname === "/reverse") {
      const lat = Number(url.searchParams.get("lat"));
      if (Math.abs(lat - -34.5893) < 0.001) return send(200, gurruchaga);
      return send(200, { error: "Unable to geocode" });
    }
    send(404, { error: "not found" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  project.provide("nominatimUrl", `http://127.0.0.1:${port}`);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
