// Form values of the address modal (storefront.md §4 Address modal): what the page
// renders and echoes back, the same on the server and in the browser.
import type { AddressInput, AddressTab, Place } from "~/domain/address/address";

/** The form's values as typed (coordinates as strings), echoed back on a 400 so nothing typed is lost. */
export type AddressValues = Omit<AddressInput, "lat" | "lng"> & {
  lat: string;
  lng: string;
  /** The values came from a chosen place: its filled fields are read-only (§4). */
  fromPlace: boolean;
};

export const emptyValues = (tab: AddressTab): AddressValues => ({
  tab,
  direccion: "",
  lat: "",
  lng: "",
  street: "",
  number: "",
  noNumber: false,
  postalCode: "",
  province: "",
  city: "",
  country: "",
  betweenStreets: "",
  details: "",
  fromPlace: false,
});

/** The values of a chosen place: the fields it filled are read-only in the form (§4). */
export function valuesFromPlace(place: Place, keep?: Pick<AddressValues, "betweenStreets" | "details">): AddressValues {
  return {
    ...emptyValues("direccion"),
    direccion: place.fullAddress,
    lat: String(place.lat),
    lng: String(place.lng),
    street: place.street ?? "",
    number: place.number ?? "",
    postalCode: place.postalCode ?? "",
    province: place.locality ?? "",
    city: place.city ?? "",
    country: place.country ?? "",
    betweenStreets: keep?.betweenStreets ?? "",
    details: keep?.details ?? "",
    fromPlace: true,
  };
}
