import { Suspense, useState, type ReactNode } from 'react';
import { laterHydrationSlot, type LaterHydrationSlot } from '../hydration.ts';

/**
 * Hydrates its children in a task of their own, after the task that hydrates the rest of the page
 * (#11, docs/DECISIONS.md "Hydration in pieces"). Preact hydrates a tree in one synchronous pass;
 * a part that suspends while it hydrates keeps the server's DOM as it is and is hydrated when its
 * promise settles. Here the part suspends once, on purpose, and each such part is let go in a task
 * of its own, one after the other, so no single task hydrates the whole page.
 *
 * For what is below the fold or hidden on a phone (the home page's further sections, the menus):
 * until its turn comes (a few milliseconds on a fast phone), it shows the server's HTML without
 * its handlers. Everywhere else it draws its children as they are: on the server, when the browser
 * draws the page itself, and after the first navigation in the app. (A part that first appears on
 * the first page after its hydration, such as a category added meanwhile, also waits one task.)
 *
 * Its children are wrapped in one `div` with `display: contents` (no box of its own): Preact keeps
 * the one element a suspended part stands on, so that element is the whole part, whatever its
 * children draw (several elements, or nothing).
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  // The parent holds the slot: a component that suspends before its first commit loses its state.
  const [slot] = useState(laterHydrationSlot);
  return (
    <Suspense fallback={null}>
      <WaitForTurn slot={slot}>{children}</WaitForTurn>
    </Suspense>
  );
}

function WaitForTurn({ slot, children }: { slot: LaterHydrationSlot | null; children: ReactNode }) {
  if (slot && !slot.released) throw slot.turn;
  return <div className="hydrate-later">{children}</div>;
}
