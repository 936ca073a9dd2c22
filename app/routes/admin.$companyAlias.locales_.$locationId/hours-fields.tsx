// The hours fields of the location's page: a day's ranges ('Abre' / 'Cierra' rows) and the week
// (the location's own and an order mode's own hours use the same field names, one form each).
import { DAY_NAMES } from "~/domain/menu/hours";
import { dayPrefix, rangeField, rowsShown } from "~/domain/shop/location-hours-form";
import { TextField } from "~/ui/back-office/form-fields";

/** The ranges of one day: 'Abre' and 'Cierra' per row, the row's message under it. `idPrefix` keeps ids unique across forms. */
export function RangeRows({ prefix, count, values, errors, label, idPrefix = "" }: { prefix: string; count: number; values: Record<string, string>; errors: Record<string, string>; label: string; idPrefix?: string }) {
  return (
    <>
      {Array.from({ length: count }, (_, row) => {
        const from = rangeField(prefix, row, "desde");
        const to = rangeField(prefix, row, "hasta");
        return (
          <div key={row} className="bo-hours__row">
            <TextField label={row === 0 ? "Abre" : `Abre (${row + 1})`} id={`${idPrefix}${from}`} name={from} type="time" value={values[from] ?? ""} errors={errors} aria-label={`${label}: abre, horario ${row + 1}`} />
            <TextField label={row === 0 ? "Cierra" : `Cierra (${row + 1})`} id={`${idPrefix}${to}`} name={to} type="time" value={values[to] ?? ""} errors={{}} aria-label={`${label}: cierra, horario ${row + 1}`} />
          </div>
        );
      })}
    </>
  );
}

/** Monday to Sunday, each a fieldset named for its day. */
export function WeekFields({ values, errors, idPrefix = "", labelOf = (day) => day }: { values: Record<string, string>; errors: Record<string, string>; idPrefix?: string; labelOf?: (day: string) => string }) {
  return (
    <>
      {DAY_NAMES.map((day, i) => (
        <fieldset key={day} className="bo-hours__day">
          <legend>{labelOf(day)}</legend>
          <RangeRows prefix={dayPrefix(i + 1)} count={rowsShown(values, dayPrefix(i + 1))} values={values} errors={errors} label={labelOf(day)} idPrefix={idPrefix} />
        </fieldset>
      ))}
    </>
  );
}
