// The address modal's map (storefront.md §2 Modals: "a map"; height 200px or 20vh).
// maplibre-gl is imported dynamically when this component mounts: it is never in
// the menu page's JavaScript. There is no tile server offline, so the style is a
// plain background plus GeoJSON layers: the delivery zones and the diner's point.
import { useEffect, useRef, useState } from "react";
import maplibreCss from "maplibre-gl/dist/maplibre-gl.css?url";
import { mapView, usableLatLng } from "~/domain/address/map-view";
import type { AddressMapData } from "~/views/address-page.server";

type MapLib = typeof import("maplibre-gl");
type MapInstance = InstanceType<MapLib["Map"]>;

const zonesGeoJson = (zones: AddressMapData["zones"]) => ({
  type: "FeatureCollection" as const,
  features: zones.map((z) => ({
    type: "Feature" as const,
    properties: { name: z.name },
    // GeoJSON is [lng, lat] with a closed ring.
    geometry: { type: "Polygon" as const, coordinates: [[...z.polygon, z.polygon[0]].map(([lat, lng]) => [lng, lat])] },
  })),
});

const pointGeoJson = (p: { lat: number; lng: number } | null) => ({
  type: "FeatureCollection" as const,
  features: p ? [{ type: "Feature" as const, properties: {}, geometry: { type: "Point" as const, coordinates: [p.lng, p.lat] } }] : [],
});

export function AddressMap({ map, point }: { map: AddressMapData; point: { lat: number; lng: number } | null }) {
  const ref = useRef<HTMLDivElement>(null);
  const instance = useRef<MapInstance | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    import("maplibre-gl")
      .then((lib: MapLib) => {
        if (cancelled || !ref.current) return;
        const main = getComputedStyle(document.documentElement).getPropertyValue("--main").trim() || "#F78700";
        const dark = window.matchMedia("(prefers-color-scheme: dark)").matches;
        const start = mapView(point, map.center);
        const m = new lib.Map({
          container: ref.current,
          attributionControl: false,
          center: [start.center.lng, start.center.lat],
          zoom: start.zoom,
          style: {
            version: 8,
            sources: {
              zones: { type: "geojson", data: zonesGeoJson(map.zones) },
              point: { type: "geojson", data: pointGeoJson(point) },
              local: { type: "geojson", data: pointGeoJson(usableLatLng(map.center) ? map.center : null) },
            },
            layers: [
              { id: "background", type: "background", paint: { "background-color": dark ? "#34302d" : "#ece7df" } },
              { id: "zones-fill", type: "fill", source: "zones", paint: { "fill-color": main, "fill-opacity": 0.18 } },
              { id: "zones-line", type: "line", source: "zones", paint: { "line-color": main, "line-width": 2 } },
              { id: "local", type: "circle", source: "local", paint: { "circle-radius": 6, "circle-color": dark ? "#fff" : "#1C1C1C" } },
              {
                id: "point",
                type: "circle",
                source: "point",
                paint: { "circle-radius": 9, "circle-color": "#2b7bd6", "circle-stroke-width": 3, "circle-stroke-color": "#fff" },
              },
            ],
          },
        });
        instance.current = m;
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
      instance.current?.remove();
      instance.current = null;
    };
    // The map is created once; the point is updated below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const m = instance.current;
    if (!m) return;
    const update = () => {
      const src = m.getSource("point") as { setData?: (d: unknown) => void } | undefined;
      src?.setData?.(pointGeoJson(point));
      const view = mapView(point, map.center);
      if (usableLatLng(point)) m.easeTo({ center: [view.center.lng, view.center.lat], zoom: view.zoom, duration: 400 });
    };
    if (m.isStyleLoaded()) update();
    else m.once("load", update);
  }, [point?.lat, point?.lng]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <>
      <link rel="stylesheet" href={maplibreCss} />
      <div
        ref={ref}
        className="address-map"
        role="img"
        aria-label={point ? "Mapa con tu ubicación y la zona de entrega" : "Mapa de la zona de entrega"}
      >
        {failed ? <p className="address-map__fallback">No pudimos mostrar el mapa.</p> : null}
      </div>
    </>
  );
}
