// storefront.md §5 Phone: the 12 allowed countries, in the spec's order, with
// their separate dial code. Plain data for the client (the phone metadata of
// app/domain/checkout/phone.ts stays on the server).
export const PHONE_COUNTRIES = [
  { code: "ar", name: "Argentina", dial: "54" },
  { code: "uy", name: "Uruguay", dial: "598" },
  { code: "cl", name: "Chile", dial: "56" },
  { code: "co", name: "Colombia", dial: "57" },
  { code: "pe", name: "Perú", dial: "51" },
  { code: "br", name: "Brasil", dial: "55" },
  { code: "ve", name: "Venezuela", dial: "58" },
  { code: "py", name: "Paraguay", dial: "595" },
  { code: "mx", name: "México", dial: "52" },
  { code: "ec", name: "Ecuador", dial: "593" },
  { code: "bo", name: "Bolivia", dial: "591" },
  { code: "us", name: "Estados Unidos", dial: "1" },
] as const;
