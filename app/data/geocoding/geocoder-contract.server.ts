// What every geocoder implements (the local gazetteer, Nominatim, the KV cache in
// front of a remote one). Apart from geocoder.server.ts so that the adapters and
// the chooser do not import each other.
import type { LatLng } from "~/domain/address/delivery";
import type { Place } from "~/domain/address/address";

export interface SearchOptions {
  /** The branch's country ('ar'): its places come first. */
  country?: string | null;
  /** The branch contact's position: nearer places come first. */
  near?: LatLng | null;
  /** At most this many places (default 5). */
  limit?: number;
}

export interface Geocoder {
  readonly name: "local" | "nominatim";
  search(query: string, options?: SearchOptions): Promise<Place[]>;
  /** The address at a point (device geolocation), or null when nothing is known there. */
  reverse(lat: number, lng: number): Promise<Place | null>;
}

/** A provider that could not answer (network, HTTP status, bad body). */
export class GeocoderError extends Error {
  constructor(message: string, readonly cause?: unknown) {
    super(message);
    this.name = "GeocoderError";
  }
}

/** Great-circle distance in metres (ordering and the reverse lookup radius). */
export function metresBetween(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371000 * Math.asin(Math.sqrt(h));
}
