// 'Usar mi ubicación' of the guide (logistics.md §2 "asks for the device location").
// A GET form: without JavaScript the server answers that the device location needs
// it (and the address and code forms remain); with JavaScript the browser's position
// is submitted as ?lat=&lng= without a reload. A refused or failed position shows the
// storefront's 'Error obteniendo coordenadas' as an error toast.
import { Form, useSubmit } from "@remix-run/react";
import { useState } from "react";
import { MSG_GEOLOCATION_ERROR } from "~/domain/address/address";
import { showToast } from "~/ui/toasts";
import { PinIcon } from "~/ui/address/pin-icon";

export function LocateButton() {
  const submit = useSubmit();
  const [locating, setLocating] = useState(false);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!("geolocation" in navigator)) return showToast(MSG_GEOLOCATION_ERROR, "error");
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        const { latitude, longitude } = position.coords;
        submit({ lat: latitude.toFixed(5), lng: longitude.toFixed(5) }, { method: "get", action: "/guia" });
      },
      () => {
        setLocating(false);
        showToast(MSG_GEOLOCATION_ERROR, "error");
      },
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 60_000 },
    );
  };

  return (
    <Form method="get" action="/guia" onSubmit={onSubmit} className="guide__locate">
      <button className="button button--block" type="submit" name="ubicacion" value="1" disabled={locating}>
        <PinIcon />
        {locating ? "Buscando tu ubicación…" : "Usar mi ubicación"}
      </button>
    </Form>
  );
}
