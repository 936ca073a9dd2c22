// The delivery zones page's map, with JavaScript: the location, its other zones, and the zone being
// created or edited, drawn and reshaped with terra-draw (click the corners, click the first one to
// close; drag a corner or a midpoint to move it). The drawn polygon goes into the form's hidden
// 'polygon' field; typing a radius or points instead clears the drawing. maplibre-gl and terra-draw
// are imported inside the effect, so they never reach the Worker (vite-browser-only.ts).
import { useEffect, useRef, useState } from "react";
import maplibreCss from "maplibre-gl/dist/maplibre-gl.css?url";
import { defaultMapStyle } from "~/ui/tracking/tracking-map";

type LatLngPair = [number, number];

export interface ZoneMapProps {
  center: { lat: number; lng: number };
  /** The location's other zones, shown for reference. */
  others: { id: number; name: string; polygon: LatLngPair[]; active: boolean }[];
  /** The zone being edited (or the refused form's drawing), or null for a new one. */
  initial: LatLngPair[] | null;
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;
const toRing = (polygon: LatLngPair[]) => {
  const ring = polygon.map(([lat, lng]) => [lng, lat]);
  return [...ring, ring[0]];
};
const fromRing = (ring: number[][]): LatLngPair[] => ring.slice(0, -1).map(([lng, lat]) => [round6(lat), round6(lng)]);

export function ZoneMap({ center, others, initial }: ZoneMapProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState<LatLngPair[] | null>(initial);
  const [drawing, setDrawing] = useState(initial === null);
  const [failed, setFailed] = useState(false);
  // Set once terra-draw listens to the map: a click before that would be lost.
  const [ready, setReady] = useState(false);
  const restart = useRef<() => void>(() => {});

  useEffect(() => {
    let cancelled = false;
    let cleanup = () => {};
    Promise.all([import("maplibre-gl"), import("terra-draw"), import("terra-draw-maplibre-gl-adapter")])
      .then(([lib, td, adapterLib]) => {
        const container = ref.current;
        if (cancelled || !container) return;
        const dark = window.matchMedia("(prefers-color-scheme: dark)").matches;
        const map = new lib.Map({ container, attributionControl: false, center: [center.lng, center.lat], zoom: 13, style: defaultMapStyle(dark) });
        new lib.Marker({ color: dark ? "#f0a35e" : "#b3541e" }).setLngLat([center.lng, center.lat]).addTo(map);
        const form = container.closest("form");
        let draw: InstanceType<typeof td.TerraDraw> | null = null;

        const polygonOf = () => {
          const feature = draw?.getSnapshot().find((f) => f.geometry.type === "Polygon" && !f.properties.currentlyDrawing);
          return feature ? fromRing((feature.geometry.coordinates as number[][][])[0]) : null;
        };
        const redraw = () => {
          if (!draw) return;
          draw.clear();
          draw.setMode("polygon");
          setDrawn(null);
          setDrawing(true);
        };
        restart.current = redraw;
        // Typing a radius or points means that shape, not the drawing.
        const onInput = (e: Event) => {
          const name = (e.target as HTMLInputElement).name;
          if (name === "radius" || name === "points") redraw();
        };
        form?.addEventListener("input", onInput);

        map.on("load", () => {
          if (cancelled) return;
          map.addSource("otras-zonas", {
            type: "geojson",
            data: {
              type: "FeatureCollection",
              features: others.map((z) => ({ type: "Feature", properties: { name: z.name, active: z.active }, geometry: { type: "Polygon", coordinates: [toRing(z.polygon)] } })),
            },
          });
          map.addLayer({ id: "otras-zonas-fill", type: "fill", source: "otras-zonas", paint: { "fill-color": dark ? "#7aa7d6" : "#2f6aa3", "fill-opacity": 0.12 } });
          map.addLayer({ id: "otras-zonas-line", type: "line", source: "otras-zonas", paint: { "line-color": dark ? "#7aa7d6" : "#2f6aa3", "line-width": 1.5, "line-dasharray": [2, 2] } });
          const all = [...others.flatMap((z) => z.polygon), ...(initial ?? []), [center.lat, center.lng] as LatLngPair];
          if (all.length > 1) {
            const lats = all.map((p) => p[0]);
            const lngs = all.map((p) => p[1]);
            map.fitBounds(
              [
                [Math.min(...lngs), Math.min(...lats)],
                [Math.max(...lngs), Math.max(...lats)],
              ],
              { padding: 24, duration: 0, maxZoom: 15 },
            );
          }

          const colour = dark ? "#f0a35e" : "#b3541e";
          draw = new td.TerraDraw({
            adapter: new adapterLib.TerraDrawMapLibreGLAdapter({ map }),
            modes: [
              new td.TerraDrawPolygonMode({
                styles: { fillColor: colour, fillOpacity: 0.25, outlineColor: colour, outlineWidth: 2, closingPointColor: colour, closingPointWidth: 6 },
              }),
              new td.TerraDrawSelectMode({
                flags: { polygon: { feature: { draggable: false, coordinates: { draggable: true, midpoints: true, deletable: true } } } },
                styles: { selectedPolygonColor: colour, selectedPolygonFillOpacity: 0.25, selectedPolygonOutlineColor: colour, selectionPointColor: colour, midPointColor: colour },
              }),
            ],
          });
          draw.start();
          setReady(true);
          if (initial && initial.length >= 3) {
            const [result] = draw.addFeatures([{ type: "Feature", properties: { mode: "polygon" }, geometry: { type: "Polygon", coordinates: [toRing(initial)] } }]);
            draw.setMode("select");
            if (result?.valid && result.id !== undefined) draw.selectFeature(result.id);
          } else draw.setMode("polygon");

          draw.on("finish", (id, context) => {
            if (!draw || context.action !== "draw") {
              setDrawn(polygonOf());
              return;
            }
            // One zone at a time: a new drawing replaces the previous one.
            const stale = draw.getSnapshot().filter((f) => f.id !== id && f.geometry.type === "Polygon").map((f) => f.id!);
            if (stale.length) draw.removeFeatures(stale);
            setDrawn(polygonOf());
            setDrawing(false);
            draw.setMode("select");
            draw.selectFeature(id);
            const radius = form?.elements.namedItem("radius");
            if (radius instanceof HTMLInputElement) radius.value = "";
          });
          draw.on("change", (_ids, type) => {
            if (type === "update" || type === "delete") setDrawn(polygonOf());
          });
        });
        cleanup = () => {
          form?.removeEventListener("input", onInput);
          draw?.stop();
          map.remove();
        };
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
      cleanup();
    };
    // The map is made once per zone form (the page gives it a key).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The typed points follow the drawing, so the form tells one story.
  useEffect(() => {
    const points = ref.current?.closest("form")?.elements.namedItem("points");
    if (drawn && points instanceof HTMLTextAreaElement) points.value = drawn.map(([lat, lng]) => `${lat}, ${lng}`).join("\n");
  }, [drawn]);

  return (
    <div className="field zone-map">
      <link rel="stylesheet" href={maplibreCss} />
      <p className="field-hint" id="zone-map-hint">
        {drawing
          ? "Toque el mapa en cada esquina de la zona y toque la primera esquina para cerrarla. La línea punteada marca las otras zonas del local."
          : "Arrastre una esquina (o el punto medio de un borde) para ajustar la zona."}
      </p>
      <div ref={ref} className="zone-map__canvas" role="application" aria-label="Mapa para dibujar la zona de entrega" aria-describedby="zone-map-hint" data-ready={ready ? "" : undefined}>
        {failed ? <p>No pudimos mostrar el mapa: ingrese un radio o los puntos de la zona.</p> : null}
      </div>
      {drawing ? null : (
        <button type="button" className="button button--ghost button--small" onClick={() => restart.current()}>
          Dibujar de nuevo
        </button>
      )}
      <input type="hidden" name="polygon" value={drawn ? JSON.stringify(drawn) : ""} />
    </div>
  );
}
