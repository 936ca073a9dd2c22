// A list the owner reorders by dragging (mouse, touch, or the keyboard: space, arrows, space), made
// with dnd-kit once the page has JavaScript. Before that, and without JavaScript, the rows render
// as they are and their own 'Subir'/'Bajar' forms do the ordering. The list only reports the drop
// (`onMove`): the caller posts it, and its optimistic view shows the new order at once.
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useRef, type CSSProperties, type ReactNode } from "react";
import { useHydrated } from "~/ui/use-hydrated";

/** What a row needs to be dragged: its element's ref and style, and the handle to show. */
export interface SortableRow {
  ref: (element: HTMLElement | null) => void;
  style: CSSProperties;
  dragging: boolean;
  handle: ReactNode;
}

interface Props<T> {
  items: T[];
  idOf: (item: T) => number;
  nameOf: (item: T) => string;
  /** The drop: `id` goes to place `to` (0 is the first). */
  onMove: (id: number, to: number) => void;
  /** What a screen reader says on a handle: how to move a row with the keyboard. */
  instructions: string;
  render: (item: T, index: number, row: SortableRow | null) => ReactNode;
}

export function SortableList<T>({ items, idOf, nameOf, onMove, instructions, render }: Props<T>) {
  const hydrated = useHydrated();
  const lastOver = useRef<UniqueIdentifier | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    // A short press before a touch drag starts, so that scrolling the list on a phone stays scrolling.
    useSensor(TouchSensor, { activationConstraint: { delay: 180, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  if (!hydrated) return <>{items.map((item, i) => render(item, i, null))}</>;

  const ids = items.map(idOf);
  const name = (id: UniqueIdentifier) => {
    const item = items.find((x) => idOf(x) === id);
    return item ? nameOf(item) : String(id);
  };
  const place = (id: UniqueIdentifier | undefined) => `lugar ${ids.indexOf(Number(id)) + 1} de ${ids.length}`;
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      return `Tomó ${name(active.id)}, en el ${place(active.id)}.`;
    },
    // A drag starts over its own row: saying so at once would cut off what the start says.
    onDragOver: ({ active, over }) => {
      if ((over?.id ?? null) === lastOver.current) return undefined;
      lastOver.current = over?.id ?? null;
      return over ? `${name(active.id)} pasa al ${place(over.id)}.` : `${name(active.id)} no está sobre la lista.`;
    },
    onDragEnd: ({ active, over }) => (over ? `${name(active.id)} quedó en el ${place(over.id)}.` : `${name(active.id)} volvió a su lugar.`),
    onDragCancel: ({ active }) => `Se canceló el movimiento: ${name(active.id)} volvió a su lugar.`,
  };
  const dropped = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(Number(active.id), ids.indexOf(Number(over.id)));
  };

  return (
    <DndContext
      id="lista-ordenable"
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dropped}
      accessibility={{ announcements, screenReaderInstructions: { draggable: instructions } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {items.map((item, i) => (
          <SortableItem key={idOf(item)} id={idOf(item)} name={nameOf(item)}>
            {(row) => render(item, i, row)}
          </SortableItem>
        ))}
      </SortableContext>
    </DndContext>
  );
}

function SortableItem({ id, name, children }: { id: number; name: string; children: (row: SortableRow) => ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const handle = (
    <button type="button" className="bo-drag" ref={setActivatorNodeRef} {...attributes} {...listeners} aria-label={`Arrastrar para ordenar ${name}`}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <circle cx="9" cy="6" r="1.6" />
        <circle cx="15" cy="6" r="1.6" />
        <circle cx="9" cy="12" r="1.6" />
        <circle cx="15" cy="12" r="1.6" />
        <circle cx="9" cy="18" r="1.6" />
        <circle cx="15" cy="18" r="1.6" />
      </svg>
    </button>
  );
  return children({
    ref: setNodeRef,
    style: { transform: CSS.Transform.toString(transform), transition, zIndex: isDragging ? 2 : undefined, position: "relative" },
    dragging: isDragging,
    handle,
  });
}
