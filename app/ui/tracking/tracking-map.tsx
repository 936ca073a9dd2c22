// The tracking page's full-screen map (logistics.md §2 Customer tracking page, §9 "Map
// initial zoom 5; marker size 36 by 36"). maplibre-gl is imported when this component
// mounts, so only this page loads it. The style is the branch's style URL, else a public
// OpenStreetMap raster style; a plain background layer sits under the tiles, so with no
// tile server reachable the markers still show on a plain map (never a blank page). A
// style URL that fails to load falls back to that inline style.
import { useEffect, useRef, useState } from "react";
import maplibreCss from "maplibre-gl/dist/maplibre-gl.css?url";
import { MAP_INITIAL_ZOOM, MARKER_SIZE_PX, type MarkerKind, type TrackingMarker } from "~/domain/logistics/tracking";

type MapLib = typeof import("maplibre-gl");
type MapInstance = InstanceType<MapLib["Map"]>;
type MarkerInstance = InstanceType<MapLib["Marker"]>;

const MARKER_LABEL: Record<MarkerKind, string> = { rider: "Repartidor", branch: "Local", destination: "Tu dirección" };
// Inline SVG (no emoji font on every phone): a motorbike, a store, a house.
const svg = (paths: string) =>
  `<svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">${paths}</svg>`;
const MARKER_ICON: Record<MarkerKind, string> = {
  rider: svg('<circle cx="5.5" cy="16.5" r="3"/><circle cx="18.5" cy="16.5" r="3"/><path d="M8.5 16.5h6l2-6h-4M14 6h3l1.5 4.5M5.5 13.5l2-3h5"/>'),
  branch: svg('<path d="M4 10v10h16V10M3 4h18l-1 6H4zM9 20v-6h6v6"/>'),
  destination: svg('<path d="M3 11l9-7 9 7M5 10v10h14V10M10 20v-5h4v5"/>'),
};

/** The default: OpenStreetMap's public raster tiles over a plain background (docs/decisions.md#logistics-staff-picker-rider-tracking). */
export function defaultMapStyle(dark: boolean) {
  return {
    version: 8 as const,
    sources: {
      osm: {
        type: "raster" as const,
        tiles: ["https://tile.openstreetmap.org/{z}/{x}/{y}.png"],
        tileSize: 256,
        maxzoom: 19,
        attribution: "© OpenStreetMap",
      },
    },
    layers: [
      { id: "background", type: "background" as const, paint: { "background-color": dark ? "#2b2826" : "#e9e4dc" } },
      { id: "osm", type: "raster" as const, source: "osm", paint: { "raster-opacity": dark ? 0.75 : 1 } },
    ],
  };
}

/** Clear space around a marker's edge when the map frames the markers (docs/decisions.md "Tracking card"). */
export const MARKER_MARGIN_PX = 24;

/** The covered edges plus half a marker and its margin, shrunk when the map is too small to keep them all. */
function fitPadding(covered: MapPadding | undefined, container: HTMLElement): MapPadding {
  // A wide screen gets a wider margin (a tenth of its shorter side): markers away from the window's edges.
  const margin = MARKER_SIZE_PX / 2 + Math.max(MARKER_MARGIN_PX, Math.round(Math.min(container.clientWidth, container.clientHeight) / 10));
  const p = covered ?? { top: 0, bottom: 0, left: 0, right: 0 };
  const padding = { top: p.top + margin, bottom: p.bottom + margin, left: p.left + margin, right: p.right + margin };
  // maplibre refuses to fit when the padding leaves no room: keep at least 2 markers' height free.
  const spare = container.clientHeight - padding.top - padding.bottom - 2 * MARKER_SIZE_PX;
  if (spare < 0) {
    padding.top = Math.max(margin, padding.top + spare / 2);
    padding.bottom = Math.max(margin, padding.bottom + spare / 2);
  }
  return padding;
}

/** Whether a marker sits inside the map's view, clear of the covered edges and their margin. */
function insideMargin(m: MapInstance, k: TrackingMarker, padding: MapPadding): boolean {
  const p = m.project([k.lng, k.lat]);
  const box = m.getContainer();
  return p.x >= padding.left && p.x <= box.clientWidth - padding.right && p.y >= padding.top && p.y <= box.clientHeight - padding.bottom;
}

function markerElement(kind: MarkerKind): HTMLElement {
  const el = document.createElement("div");
  el.className = `tracking-marker tracking-marker--${kind}`;
  el.style.width = `${MARKER_SIZE_PX}px`;
  el.style.height = `${MARKER_SIZE_PX}px`;
  el.dataset.marker = kind;
  el.setAttribute("role", "img");
  el.setAttribute("aria-label", MARKER_LABEL[kind]);
  el.innerHTML = MARKER_ICON[kind];
  return el;
}

export interface MapPadding {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** How long a resize settles before the map frames its markers again. */
const REFIT_AFTER_RESIZE_MS = 150;

export function TrackingMap({
  markers,
  styleUrl,
  onFailed,
  onTiles,
  padding,
  refit,
}: {
  markers: TrackingMarker[];
  styleUrl: string | null;
  onFailed?: () => void;
  /** Whether the map's tiles load: false after a tile error with none loaded, true once one loads. */
  onTiles?: (loaded: boolean) => void;
  /** The map's edges the page covers (its top bar and card float over it), measured when framing. */
  padding?: () => MapPadding;
  /** A change of the covered edges that is no resize (the card folded): the map frames again. */
  refit?: unknown;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const map = useRef<MapInstance | null>(null);
  const lib = useRef<MapLib | null>(null);
  const placed = useRef(new Map<MarkerKind, MarkerInstance>());
  const fitted = useRef("");
  const latest = useRef(markers);
  latest.current = markers;
  const [ready, setReady] = useState(false);

  /** Frames every marker clear of the covered edges, with a marker's size of margin. */
  const frame = () => {
    const m = map.current;
    const L = lib.current;
    const all = latest.current;
    if (!m || !L || all.length === 0) return;
    const bounds = new L.LngLatBounds();
    for (const k of all) bounds.extend([k.lng, k.lat]);
    m.fitBounds(bounds, { padding: fitPadding(padding?.(), m.getContainer()), maxZoom: 15, duration: 0 });
  };

  useEffect(() => {
    let cancelled = false;
    import("maplibre-gl")
      .then((m: MapLib) => {
        if (cancelled || !ref.current) return;
        lib.current = m;
        const dark = window.matchMedia("(prefers-color-scheme: dark)").matches;
        const first = markers.find((k) => k.kind === "destination") ?? markers[0];
        const instance = new m.Map({
          container: ref.current,
          style: styleUrl ?? defaultMapStyle(dark),
          center: first ? [first.lng, first.lat] : [-58.3816, -34.6037],
          zoom: MAP_INITIAL_ZOOM,
          attributionControl: false,
        });
        // The credit goes top right, under the logo: at the bottom the overlay's card covered it.
        instance.addControl(new m.AttributionControl({ compact: true }), "top-right");
        let fellBack = false;
        // Tiles: the first one loaded says the map shows; errors with none loaded say it does not.
        let tileLoaded = false;
        instance.on("sourcedata", (e: { tile?: unknown; sourceId?: string }) => {
          if (e.tile && !tileLoaded) {
            tileLoaded = true;
            onTiles?.(true);
          }
        });
        instance.on("error", (e: { error?: { status?: number; message?: string }; sourceId?: string; tile?: unknown }) => {
          if ((e.sourceId || e.tile) && !tileLoaded) onTiles?.(false);
          // A custom style that does not load: the default style.
          if (styleUrl && !fellBack && !instance.isStyleLoaded() && !e.sourceId) {
            fellBack = true;
            instance.setStyle(defaultMapStyle(dark));
          }
        });
        // The plain background follows the phone's light/dark switch.
        const scheme = window.matchMedia("(prefers-color-scheme: dark)");
        const onScheme = () => {
          if (instance.getLayer("background")) instance.setPaintProperty("background", "background-color", defaultMapStyle(scheme.matches).layers[0].paint["background-color"]);
        };
        scheme.addEventListener("change", onScheme);
        instance.once("remove", () => scheme.removeEventListener("change", onScheme));
        map.current = instance;
        setReady(true);
      })
      .catch(() => {
        if (!cancelled) onFailed?.();
      });
    return () => {
      cancelled = true;
      for (const marker of placed.current.values()) marker.remove();
      placed.current.clear();
      map.current?.remove();
      map.current = null;
    };
    // The map is created once; markers are updated below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [styleUrl]);

  const key = markers.map((m) => `${m.kind}:${m.lat.toFixed(6)},${m.lng.toFixed(6)}`).join("|");
  useEffect(() => {
    const m = map.current;
    const L = lib.current;
    if (!ready || !m || !L) return;
    const seen = new Set<MarkerKind>();
    for (const k of markers) {
      seen.add(k.kind);
      const existing = placed.current.get(k.kind);
      if (existing) existing.setLngLat([k.lng, k.lat]);
      else placed.current.set(k.kind, new L.Marker({ element: markerElement(k.kind) }).setLngLat([k.lng, k.lat]).addTo(m));
      const el = placed.current.get(k.kind)!.getElement();
      el.dataset.lat = k.lat.toFixed(6);
      el.dataset.lng = k.lng.toFixed(6);
    }
    for (const [kind, marker] of placed.current) {
      if (!seen.has(kind)) {
        marker.remove();
        placed.current.delete(kind);
      }
    }
    // Starts at the §9 zoom 5, then frames the markers: once, again when one appears or goes
    // (the rider's, after the first position), and when a move takes one into the margin.
    const kinds = markers.map((k) => k.kind).join(",");
    if (markers.length > 0 && (fitted.current !== kinds || markers.some((k) => !insideMargin(m, k, fitPadding(padding?.(), m.getContainer()))))) {
      fitted.current = kinds;
      frame();
    }
  }, [ready, key]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (ready) frame();
  }, [refit]); // eslint-disable-line react-hooks/exhaustive-deps

  // A rotated phone, a resized window, the keyboard: the map takes its new size and frames again.
  useEffect(() => {
    const el = ref.current;
    if (!ready || !el) return;
    let timer: number | undefined;
    const onResize = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        map.current?.resize();
        frame();
      }, REFIT_AFTER_RESIZE_MS);
    };
    window.addEventListener("resize", onResize);
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(onResize);
    observer?.observe(el);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("resize", onResize);
      observer?.disconnect();
    };
  }, [ready]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <>
      <link rel="stylesheet" href={maplibreCss} />
      {/* maplibre sets its container to position: relative; the outer box holds the full screen. */}
      <div className="tracking-map" role="region" aria-label="Mapa del envío" data-map-ready={ready ? "1" : "0"}>
        <div ref={ref} className="tracking-map__canvas" />
      </div>
    </>
  );
}
