// 'Mi ubicación' (storefront.md §4 Address modal): the device's coordinates, then a reverse
// lookup that fills the address line when the geocoder knows the place; §8 'Error obteniendo
// coordenadas' when the device gives none.
import { useFetcher } from "@remix-run/react";
import { useEffect, useState, type Dispatch, type SetStateAction } from "react";
import type { AddressValues } from "~/domain/address/address-values";
import { valuesFromPlace } from "~/domain/address/address-values";
import type { PlacesReply } from "~/views/address-page.server";

export type GeoState = "idle" | "loading" | "error";

export function useDeviceLocation(base: string, setValues: Dispatch<SetStateAction<AddressValues>>) {
  const reverse = useFetcher<PlacesReply>();
  const [geo, setGeo] = useState<GeoState>("idle");

  useEffect(() => {
    const place = reverse.data?.place;
    if (place) setValues((v) => ({ ...valuesFromPlace(place, v), tab: "coordenadas", lat: v.lat, lng: v.lng, fromPlace: false }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reverse.data]);

  const locate = () => {
    if (!("geolocation" in navigator)) return setGeo("error");
    setGeo("loading");
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        const { latitude, longitude } = pos.coords;
        setGeo("idle");
        setValues((v) => ({ ...v, tab: "coordenadas", lat: latitude.toFixed(6), lng: longitude.toFixed(6) }));
        reverse.load(`${base}/buscar?${new URLSearchParams({ lat: String(latitude), lng: String(longitude) }).toString()}`);
      },
      () => setGeo("error"),
      { enableHighAccuracy: true, timeout: 10000, maximumAge: 60000 },
    );
  };

  return { geo, locate, reset: () => setGeo("idle") };
}
