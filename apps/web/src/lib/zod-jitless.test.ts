import { describe, expect, it } from 'vitest';

describe('zod-jitless', () => {
  it('turns on zod’s jitless mode, so zod never probes `new Function` under our CSP', async () => {
    await import('@/lib/zod-jitless');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    // Parsing still works (the interpreter path), and no Function was constructed to do it.
    const made: unknown[] = [];
    const original = globalThis.Function;
    const spy = new Proxy(original, {
      construct(target, args: string[]) {
        made.push(args);
        return Reflect.construct(target, args) as object;
      },
      apply(target, self, args: string[]) {
        made.push(args);
        return Reflect.apply(target, self, args) as unknown;
      },
    });
    globalThis.Function = spy;
    try {
      const shape = z.object({ id: z.string(), amountPaise: z.number().int() });
      expect(shape.parse({ id: 'a', amountPaise: 5 })).toEqual({ id: 'a', amountPaise: 5 });
      expect(shape.safeParse({ id: 1 }).success).toBe(false);
    } finally {
      globalThis.Function = original;
    }
    expect(made).toEqual([]);
  });
});
