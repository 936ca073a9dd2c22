// One Intl.DateTimeFormat per (locale, options), kept for the isolate's life: building one costs
// far more than formatting with it (5.6 % of the Worker's CPU on 'Mis pedidos', which built one per
// request; bench/README.md "Profile"). Options are few and fixed in code, so the map stays small.
const formats = new Map<string, Intl.DateTimeFormat>();

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}
