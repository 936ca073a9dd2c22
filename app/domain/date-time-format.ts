// Date formats in a time zone, each Intl.DateTimeFormat built once per zone for the isolate's
// life: building one costs far more than formatting with it (5.6 % of the Worker's CPU on 'Mis
// pedidos', which built one per request; bench/README.md "Profile"). A module declares its format
// once (`const shortTime = zonedFormat("es-AR", { hour: "2-digit", ... })`) and asks it per zone
// (`shortTime(tz).format(at)`): a lookup by the zone's name, nothing built on the hot path.
export function zonedFormat(locale: string, options: Omit<Intl.DateTimeFormatOptions, "timeZone">): (timeZone: string) => Intl.DateTimeFormat {
  const byZone = new Map<string, Intl.DateTimeFormat>();
  return (timeZone) => {
    let format = byZone.get(timeZone);
    if (!format) byZone.set(timeZone, (format = new Intl.DateTimeFormat(locale, { ...options, timeZone })));
    return format;
  };
}
