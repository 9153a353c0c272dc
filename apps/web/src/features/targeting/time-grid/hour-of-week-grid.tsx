import { HOURS_PER_WEEK } from '@beacon/contracts';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './hour-grid.module.css';

export type SlotState = 'include' | 'exclude' | null;

type Props = {
  /** The state of each slot 0..167 (Monday 00h = 0). */
  stateOf: (slot: number) => SlotState;
  /** Sets the given slots on (painting) or off (erasing) in the grid's current mode. */
  onPaint: (slots: number[], on: boolean) => void;
  /** What a painted slot becomes, to decide whether a press paints or erases. */
  mode: 'include' | 'exclude';
  label: string;
  disabled?: boolean;
};

const HOURS = Array.from({ length: 24 }, (_, h) => h);
const DAYS = Array.from({ length: 7 }, (_, d) => d);

/** A drag in progress: the pressed slot, the slot under the pointer and whether it paints or erases. */
type Drag = { anchor: number; current: number; on: boolean };

/** The slots of the rectangle whose opposite corners are slots `a` and `b` (days × hours). */
export function slotRectangle(a: number, b: number): number[] {
  const [d1, d2] = [Math.floor(a / 24), Math.floor(b / 24)].sort((x, y) => x - y) as [number, number];
  const [h1, h2] = [a % 24, b % 24].sort((x, y) => x - y) as [number, number];
  const slots: number[] = [];
  for (let day = d1; day <= d2; day++) for (let hour = h1; hour <= h2; hour++) slots.push(day * 24 + hour);
  return slots;
}

/**
 * The week as 7 × 24 cells. Press a cell and drag to paint (or erase, when the first cell was
 * already in the mode) the rectangle between the pressed cell and the one under the pointer, as
 * dayparting grids do: the rectangle is shown while dragging and applied on release, however fast
 * the pointer moved. A day or hour heading toggles the whole row or column.
 * Keyboard: arrows move, Space or Enter toggles, Home/End go to the row's ends.
 */
export function HourOfWeekGrid({ stateOf, onPaint, mode, label, disabled }: Props) {
  const { t } = useTranslation('targeting');
  const [drag, setDrag] = useState<Drag | null>(null);
  const dragRef = useRef<Drag | null>(null);
  const paintRef = useRef(onPaint);
  paintRef.current = onPaint;
  const [focused, setFocused] = useState(0);
  const cells = useRef<(HTMLButtonElement | null)[]>([]);

  const updateDrag = (next: Drag | null) => {
    dragRef.current = next;
    setDrag(next);
  };

  // A drag ends wherever the pointer is released, also outside the grid.
  useEffect(() => {
    const stop = () => {
      const ended = dragRef.current;
      if (!ended) return;
      dragRef.current = null;
      setDrag(null);
      paintRef.current(slotRectangle(ended.anchor, ended.current), ended.on);
    };
    window.addEventListener('pointerup', stop);
    window.addEventListener('pointercancel', stop);
    return () => {
      window.removeEventListener('pointerup', stop);
      window.removeEventListener('pointercancel', stop);
    };
  }, []);

  const preview = drag ? new Set(slotRectangle(drag.anchor, drag.current)) : null;
  /** What a cell shows: its state, or what the drag in progress will make of it. */
  const shownState = (slot: number): SlotState => {
    const state = stateOf(slot);
    if (!drag || !preview?.has(slot)) return state;
    if (drag.on) return mode;
    return state === mode ? null : state;
  };
  const inMode = (slot: number) => stateOf(slot) === mode;
  const toggleAll = (slots: number[]) => {
    if (disabled) return;
    onPaint(slots, !slots.every(inMode));
  };
  const move = (slot: number) => {
    const next = Math.max(0, Math.min(HOURS_PER_WEEK - 1, slot));
    setFocused(next);
    cells.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, slot: number) => {
    const day = Math.floor(slot / 24);
    const moves: Record<string, number> = {
      ArrowRight: slot + 1,
      ArrowLeft: slot - 1,
      ArrowDown: slot + 24,
      ArrowUp: slot - 24,
      Home: day * 24,
      End: day * 24 + 23,
    };
    if (event.key in moves) {
      event.preventDefault();
      move(moves[event.key]!);
    }
  };

  return (
    <table className={classes.grid} aria-label={label} aria-disabled={disabled || undefined}>
      <thead>
        <tr>
          <th className={classes.corner} aria-hidden />
          {HOURS.map((hour) => (
            <th key={hour} scope="col">
              <button
                type="button"
                className={classes.head}
                disabled={disabled}
                aria-label={t('time.toggle_hour', { hour: String(hour).padStart(2, '0') })}
                onClick={() => toggleAll(DAYS.map((d) => d * 24 + hour))}
              >
                {hour}
              </button>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {DAYS.map((day) => (
          <tr key={day}>
            <th scope="row">
              <button
                type="button"
                className={classes.day}
                disabled={disabled}
                aria-label={t('time.toggle_day', { day: t(`time.days.${day}`) })}
                onClick={() => toggleAll(HOURS.map((h) => day * 24 + h))}
              >
                {t(`time.days_short.${day}`)}
              </button>
            </th>
            {HOURS.map((hour) => {
              const slot = day * 24 + hour;
              const state = shownState(slot);
              return (
                <td key={hour}>
                  <button
                    type="button"
                    ref={(el) => {
                      cells.current[slot] = el;
                    }}
                    className={classes.cell}
                    data-state={state ?? undefined}
                    data-slot={slot}
                    disabled={disabled}
                    aria-pressed={state === mode}
                    aria-label={t('time.cell', {
                      day: t(`time.days.${day}`),
                      hour: String(hour).padStart(2, '0'),
                      state: t(`time.state.${state ?? 'none'}`),
                    })}
                    tabIndex={slot === focused ? 0 : -1}
                    onFocus={() => setFocused(slot)}
                    onKeyDown={(event) => onKeyDown(event, slot)}
                    // Space, Enter and assistive technology click without a pointer (detail 0);
                    // pointer presses were handled on pointerdown, where a drag starts.
                    onClick={(event) => {
                      if (event.detail === 0 && !disabled) onPaint([slot], !inMode(slot));
                    }}
                    onPointerDown={(event) => {
                      if (disabled || event.button !== 0) return;
                      event.preventDefault();
                      // Touch pointers are captured by the first cell; release so the drag reaches the others.
                      if (event.currentTarget.hasPointerCapture(event.pointerId))
                        event.currentTarget.releasePointerCapture(event.pointerId);
                      // Focus follows the pointer so the keyboard continues from the pressed cell.
                      event.currentTarget.focus();
                      setFocused(slot);
                      updateDrag({ anchor: slot, current: slot, on: !inMode(slot) });
                    }}
                    onPointerEnter={() => {
                      const current = dragRef.current;
                      if (current && !disabled && current.current !== slot)
                        updateDrag({ ...current, current: slot });
                    }}
                  />
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
