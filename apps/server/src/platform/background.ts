/**
 * Work a request starts but does not wait for (a reset e-mail, so that resetLink answers a
 * known and an unknown e-mail in the same time). A failure is logged, never thrown at anyone; the app
 * waits for what is still running when it closes.
 */
export interface Background {
  /** Starts `task` on the next turn of the event loop, after the response is on its way. */
  run(name: string, task: () => Promise<unknown>): void;
  /** Resolves when every started task has settled (tests; app close). */
  drain(): Promise<void>;
}

export function createBackground(log: { error(obj: object, msg: string): void }): Background {
  const running = new Set<Promise<unknown>>();
  return {
    run(name, task) {
      const p: Promise<unknown> = new Promise((resolve) => setImmediate(resolve))
        .then(task)
        .catch((err: unknown) => log.error({ err }, `${name} failed`))
        .finally(() => running.delete(p));
      running.add(p);
    },
    async drain() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
