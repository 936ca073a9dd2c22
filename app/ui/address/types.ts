// Data of the address page/modal (routes/menu.$alias.direccion). Types only: safe in client code.
import type { AddressErrors, AddressMode, AddressTab, Place } from "~/domain/address/address";
import type { AddressValues } from "~/domain/address/address-values";


export interface AddressReply {
  values: AddressValues;
  errors: AddressErrors;
}

export interface AddressMapData {
  center: { lat: number; lng: number };
  zones: { name: string; polygon: [number, number][] }[];
}

export interface AddressPageData {
  alias: string;
  branchContactName: string;
  branchName: string;
  mode: AddressMode;
  betweenStreetsRequired: boolean;
  /** The branch asks for a location and none is stored: closing says 'Debe ingresar la dirección'. */
  mandatory: boolean;
  /** A location is stored: the page offers to forget it (§4 "a hard reset deletes it"). */
  hasLocation?: boolean;
  /** Where CONTINUAR / CANCELAR go back to (validated: same alias). */
  volver: string;
  tab: AddressTab;
  q: string;
  queryTooShort: boolean;
  suggestions: Place[];
  searchError: string | null;
  values: AddressValues;
  /** A place was chosen (no-JS step 2: the address form). */
  chosen: boolean;
  current: { fullAddress: string | null; lat: number; lng: number } | null;
  /** null when the branch's map provider is 'none'. */
  map: AddressMapData | null;
  themeCss: string;
}

/** Answer of the suggestions resource route (…/direccion/buscar). */
export interface PlacesReply {
  places: Place[];
  place: Place | null;
  error: string | null;
}
