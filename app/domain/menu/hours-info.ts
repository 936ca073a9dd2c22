// Information modal model, storefront.md §2 Modals "Information".
import type { BranchContact, OrderMode, OrderModeType, WorkingDay } from "~/domain/types";
import { DAY_NAMES, formatDaySchedule } from "./hours";

export interface InfoDayLine {
  dayOfWeek: number;
  day: string; // 'Lunes'..'Domingo'
  text: string; // 'De 11:00 a 15:00' or 'Cerrado'
}

export interface InfoModeBlock {
  names: string[];
  name: string; // names joined with ' & '
  status: string;
  days: InfoDayLine[]; // empty when the mode follows the local or is informational
}

export interface InformationModel {
  title: string;
  scheduleTitle: string;
  /** 'Siempre abierto', 'Cerrado Temporalmente' (manually closed) or null. */
  localLabel: string | null;
  /** Lunes..Domingo; empty when always open (the label replaces the list). */
  days: InfoDayLine[];
  modes: InfoModeBlock[];
}

const DEFAULT_NAMES: Record<OrderModeType, string> = {
  DELIVERY: "Delivery",
  TAKE_AWAY: "Retiro en local",
  SELF_SERVICE: "Autoservicio",
  TABLE: "Mesa",
};

/** §2 Information: a mode without showName falls back to a name per type. */
export function defaultModeName(mode: Pick<OrderMode, "type" | "showName">): string {
  return mode.showName?.trim() || DEFAULT_NAMES[mode.type];
}

/** Seven lines Monday first; several entries for one weekday are merged. */
export function dayLines(workingDays: readonly WorkingDay[]): InfoDayLine[] {
  return DAY_NAMES.map((day, i) => {
    const dayOfWeek = i + 1;
    const workingHours = workingDays.filter((d) => d.dayOfWeek === dayOfWeek).flatMap((d) => d.workingHours);
    return { dayOfWeek, day, text: formatDaySchedule({ dayOfWeek, workingHours }) };
  });
}

/**
 * Status label per mode (docs/decisions.md#domain-rules "Information modal statuses"):
 * orders disabled → informational; scheduledOnly → 'dentro de estos horarios'
 * (only scheduled orders, within the listed hours); own schedules → 'en los
 * siguientes horarios'; otherwise the mode follows the local's hours.
 */
function modeStatus(mode: OrderMode, localDays: readonly WorkingDay[]): { status: string; days: InfoDayLine[] } {
  if (!mode.orderEnabled) return { status: "Pedidos deshabilitados, menú informativo", days: [] };
  if (mode.scheduledOnly) {
    return {
      status: "Pedidos habilitados dentro de estos horarios",
      days: dayLines(mode.useSchedule ? mode.schedules : localDays),
    };
  }
  if (mode.useSchedule) return { status: "Pedidos habilitados en los siguientes horarios", days: dayLines(mode.schedules) };
  return { status: "Pedidos habilitados en el horario del local", days: [] };
}

export function informationModel(
  branchContact: Pick<BranchContact, "alwaysOpen" | "manuallyClosed" | "deliveryConfig">,
): InformationModel {
  const { workingDays, orderModes } = branchContact.deliveryConfig;
  const blocks: (InfoModeBlock & { key: string })[] = [];
  // §2 Information: only active modes; equal status and schedule are merged
  for (const mode of orderModes.filter((m) => m.active)) {
    const { status, days } = modeStatus(mode, workingDays);
    const key = JSON.stringify([status, days.map((d) => d.text)]);
    const name = defaultModeName(mode);
    const same = blocks.find((b) => b.key === key);
    if (same) {
      if (!same.names.includes(name)) same.names.push(name);
      same.name = same.names.join(" & ");
    } else blocks.push({ key, names: [name], name, status, days });
  }
  return {
    title: "Informacion",
    scheduleTitle: "Horarios del Local",
    localLabel: branchContact.manuallyClosed
      ? "Cerrado Temporalmente"
      : branchContact.alwaysOpen
        ? "Siempre abierto"
        : null,
    days: branchContact.alwaysOpen && !branchContact.manuallyClosed ? [] : dayLines(workingDays),
    modes: blocks.map(({ key: _key, ...b }) => b),
  };
}
