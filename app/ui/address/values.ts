// Form values of the address modal (storefront.md §4 Address modal). Client-safe.
import type { AddressTab, Place } from "~/domain/address/address";
import type { AddressValues } from "./types";

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
