// Information modal model, storefront.md §2 Modals "Information".
import type { BranchContact, OrderMode, OrderModeType, WorkingDay } from "~/domain/types";
import { DAY_NAMES, formatDaySchedule } from "./hours";

export interface InfoDayLine {
  dayOfWeek: number;
  day: string; // 'Lunes'..'Domingo'
  text: string; // 'De 11:00 a 15:00' or 'Cerrado'
}

/** One status with its schedule inside a block. */
export interface InfoModeEntry {
  /** The names of the modes this entry is about, when the block's modes differ; null when it is the whole block. */
  label: string | null;
  status: string;
  days: InfoDayLine[]; // empty when the mode follows the local or is informational
}

export interface InfoModeBlock {
  names: string[];
  name: string; // names joined with ' & '
  /** One entry per distinct status and schedule of the block's modes (one when they are all equal). */
  entries: InfoModeEntry[];
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
 * Status label per mode (docs/decisions.md#storefront-pages-menu-and-modals "Information modal statuses"):
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

interface ModeLine {
  name: string;
  status: string;
  days: InfoDayLine[];
  /** The day texts, or null when the mode shows no schedule of its own (it never merges by schedule). */
  schedule: string | null;
}

/** §2 Information: modes with equal status OR equal schedule share a block (transitively), in the modes' order. */
function mergeModes(lines: ModeLine[]): InfoModeBlock[] {
  const block = lines.map((_, i) => i);
  const root = (i: number): number => (block[i] === i ? i : root(block[i]!));
  lines.forEach((line, i) => {
    for (let j = 0; j < i; j++) {
      const other = lines[j]!;
      const same = other.status === line.status || (line.schedule !== null && other.schedule === line.schedule);
      if (same) block[Math.max(root(i), root(j))] = Math.min(root(i), root(j));
    }
  });
  const groups = new Map<number, ModeLine[]>();
  lines.forEach((line, i) => groups.set(root(i), [...(groups.get(root(i)) ?? []), line]));
  return [...groups.values()].map((group) => {
    const names = [...new Set(group.map((l) => l.name))];
    const entries: InfoModeEntry[] = [];
    const namesOf = new Map<InfoModeEntry, string[]>();
    for (const l of group) {
      const same = entries.find((e) => e.status === l.status && JSON.stringify(e.days) === JSON.stringify(l.days));
      if (same) {
        const n = namesOf.get(same)!;
        if (!n.includes(l.name)) n.push(l.name);
      } else {
        const entry = { label: null, status: l.status, days: l.days };
        entries.push(entry);
        namesOf.set(entry, [l.name]);
      }
    }
    return {
      names,
      name: names.join(" & "),
      entries: entries.map((e) => ({ ...e, label: entries.length > 1 ? namesOf.get(e)!.join(" & ") : null })),
    };
  });
}

export function informationModel(
  branchContact: Pick<BranchContact, "alwaysOpen" | "manuallyClosed" | "deliveryConfig">,
): InformationModel {
  const { workingDays, orderModes } = branchContact.deliveryConfig;
  // §2 Information: only active modes.
  const lines = orderModes
    .filter((m) => m.active)
    .map((mode): ModeLine => {
      const { status, days } = modeStatus(mode, workingDays);
      return { name: defaultModeName(mode), status, days, schedule: days.length > 0 ? JSON.stringify(days.map((d) => d.text)) : null };
    });
  return {
    title: "Informacion",
    scheduleTitle: "Horarios del Local",
    localLabel: branchContact.manuallyClosed
      ? "Cerrado Temporalmente"
      : branchContact.alwaysOpen
        ? "Siempre abierto"
        : null,
    days: branchContact.alwaysOpen && !branchContact.manuallyClosed ? [] : dayLines(workingDays),
    modes: mergeModes(lines),
  };
}
