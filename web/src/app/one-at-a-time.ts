/**
 * Runs `start` one at a time: asked again while a run is in flight, it runs once more when that run is done, with the
 * latest `start` given (asked three times meanwhile, still once). So a slow early run never ends after a later one.
 * `start` calls `done` when its run is over, succeeded or not.
 */
export function oneAtATime(): (start: (done: () => void) => void) => void {
  let busy = false;
  let next: ((done: () => void) => void) | null = null;
  const run = (start: (done: () => void) => void) => {
    busy = true;
    start(() => {
      busy = false;
      const again = next;
      next = null;
      if (again) run(again);
    });
  };
  return (start) => {
    if (busy) next = start;
    else run(start);
  };
}
