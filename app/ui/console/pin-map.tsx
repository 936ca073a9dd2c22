// The location's pin on /alta, dragged to the door with JavaScript: it fills the hidden lat/lng
// fields the form sends (without them, the server finds the typed address). maplibre-gl is
// loaded only here; offline there is no tile server, so the map is a plain background and the pin.
import { useEffect, useRef, useState } from "react";
import maplibreCss from "maplibre-gl/dist/maplibre-gl.css?url";

type MapLib = typeof import("maplibre-gl");

/** Buenos Aires' Obelisco: where the pin starts before an address is known. */
const START = { lat: -34.6037, lng: -58.3816 };

/** `label`: the map's accessible name, told apart when one page has two forms with a map. */
export function PinMap({ initial, label = "Mapa con el pin del local" }: { initial: { lat: number; lng: number } | null; label?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [point, setPoint] = useState(initial);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let map: InstanceType<MapLib["Map"]> | null = null;
    let cancelled = false;
    import("maplibre-gl")
      .then((lib: MapLib) => {
        if (cancelled || !ref.current) return;
        const start = initial ?? START;
        const dark = window.matchMedia("(prefers-color-scheme: dark)").matches;
        map = new lib.Map({
          container: ref.current,
          attributionControl: false,
          center: [start.lng, start.lat],
          zoom: initial ? 16 : 12,
          style: { version: 8, sources: {}, layers: [{ id: "background", type: "background", paint: { "background-color": dark ? "#34302d" : "#ece7df" } }] },
        });
        const marker = new lib.Marker({ draggable: true }).setLngLat([start.lng, start.lat]).addTo(map);
        marker.on("dragend", () => {
          const p = marker.getLngLat();
          setPoint({ lat: Number(p.lat.toFixed(6)), lng: Number(p.lng.toFixed(6)) });
        });
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
      map?.remove();
    };
    // The map is made once; the pin moves by dragging.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div className="field">
      <link rel="stylesheet" href={maplibreCss} />
      <p className="field-hint">
        {point ? "El pin marca la puerta del local." : "Arrastre el pin hasta la puerta del local, o déjelo: buscaremos la dirección al enviar."}
      </p>
      <div ref={ref} className="pin-map" role="img" aria-label={label}>
        {failed ? <p>No pudimos mostrar el mapa: buscaremos la dirección al enviar.</p> : null}
      </div>
      {point ? (
        <>
          <input type="hidden" name="lat" value={point.lat} />
          <input type="hidden" name="lng" value={point.lng} />
        </>
      ) : null}
    </div>
  );
}
