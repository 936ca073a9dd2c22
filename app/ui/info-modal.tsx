// storefront.md §2 Modals "Information" ('Informacion'): the local's hours and
// one block per active order mode (modes with equal status or schedule merged,
// names joined with ' & '; their differing statuses or schedules labelled inside). The model
// comes from domain informationModel on the server; this only renders it.
// Without JavaScript it is server-rendered from ?info=1 and closed by a link.
import type { InfoDayLine, InformationModel } from "~/domain/menu/hours-info";
import { Modal } from "~/ui/modal";

function Days({ days }: { days: InfoDayLine[] }) {
  return (
    <dl className="info-days">
      {days.map((d) => (
        <div key={d.dayOfWeek} className="info-days__row">
          <dt>{d.day}</dt>
          <dd data-closed={d.text === "Cerrado" ? "" : undefined}>{d.text}</dd>
        </div>
      ))}
    </dl>
  );
}

export function InfoModal({
  model,
  localName,
  closeHref,
  onClose,
}: {
  model: InformationModel;
  localName: string;
  closeHref: string;
  onClose?: () => void;
}) {
  return (
    <Modal title={model.title} closeHref={closeHref} onClose={onClose} className="info-modal">
      <p className="muted info-modal__local">{localName}</p>
      <section className="info-section" aria-labelledby="info-hours">
        <h3 id="info-hours">{model.scheduleTitle}</h3>
        {model.localLabel ? (
          <p className="info-label" data-closed={model.localLabel.startsWith("Cerrado") ? "" : undefined}>
            {model.localLabel}
          </p>
        ) : null}
        {model.days.length > 0 ? <Days days={model.days} /> : null}
      </section>
      {model.modes.map((mode) => (
        <section key={mode.name} className="info-section">
          <h3>{mode.name}</h3>
          {mode.entries.map((entry) => (
            <div key={`${entry.label}:${entry.status}`} className="info-mode-entry">
              {entry.label ? <h4 className="info-mode-label">{entry.label}</h4> : null}
              <p className="info-mode-status">{entry.status}</p>
              {entry.days.length > 0 ? <Days days={entry.days} /> : null}
            </div>
          ))}
        </section>
      ))}
    </Modal>
  );
}
