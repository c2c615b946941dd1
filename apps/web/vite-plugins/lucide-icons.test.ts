import { describe, expect, it } from 'vitest';
import { iconChunkGroup, lucideIconFiles, rewriteLucideImports } from './lucide-icons';

const INDEX = [
  "export { default as ArrowLeft, default as ArrowLeftIcon, default as LucideArrowLeft } from './icons/arrow-left.mjs';",
  "export { default as Gamepad2, default as Gamepad2Icon } from './icons/gamepad-2.mjs';",
  "export { default as CircleAlert, default as AlertCircle } from './icons/circle-alert.mjs';",
  "export { default as createLucideIcon } from './createLucideIcon.mjs';",
].join('\n');

describe('lucideIconFiles', () => {
  it('maps every export name of an icon, aliases included, to its module', () => {
    const files = lucideIconFiles(INDEX);
    expect(files.get('ArrowLeft')).toBe('arrow-left');
    expect(files.get('LucideArrowLeft')).toBe('arrow-left');
    expect(files.get('Gamepad2')).toBe('gamepad-2');
    expect(files.get('AlertCircle')).toBe('circle-alert');
    expect(files.has('createLucideIcon')).toBe(false);
  });
});

describe('rewriteLucideImports', () => {
  const files = lucideIconFiles(INDEX);

  it('imports each icon from its own module, keeping local names', () => {
    const out = rewriteLucideImports(
      "import { ArrowLeft, AlertCircle as Warn } from 'lucide-react';\nuse(ArrowLeft, Warn);",
      files,
    );
    expect(out).toBe(
      "import ArrowLeft from 'lucide-react/icons/arrow-left';\n" +
        "import Warn from 'lucide-react/icons/circle-alert';\nuse(ArrowLeft, Warn);",
    );
  });

  it('keeps type-only names on an `import type`, which the build erases whole', () => {
    const out = rewriteLucideImports(
      "import { Gamepad2, type LucideIcon } from 'lucide-react';",
      files,
    );
    expect(out).toBe(
      "import Gamepad2 from 'lucide-react/icons/gamepad-2';\nimport type { LucideIcon } from 'lucide-react';",
    );
  });

  it('leaves unknown names and modules without lucide imports alone', () => {
    expect(rewriteLucideImports("import { Nope } from 'lucide-react';", files)).toBeNull();
    expect(rewriteLucideImports("import { useState } from 'react';", files)).toBeNull();
  });
});

describe('iconChunkGroup', () => {
  const icon = (name: string) => `/repo/node_modules/lucide-react/dist/esm/icons/${name}.mjs`;
  const src = '/repo/apps/web/src';
  const importers: Record<string, string[]> = {
    [icon('hammer')]: [`${src}/features/room/components/a.tsx`, `${src}/features/room/b.ts`],
    [icon('users')]: [`${src}/app/routes/admin/users.tsx`, `${src}/features/admin/c.tsx`],
    [icon('gavel')]: [`${src}/features/room/a.tsx`, `${src}/features/auctions/d.tsx`],
    [icon('bell')]: [`${src}/app/layout/side-menu.tsx`],
    [icon('refresh-cw')]: [`${src}/app/update-notice.tsx`],
  };
  const ctx = { getModuleInfo: (id: string) => ({ importers: importers[id] ?? [] }) };
  const { name } = iconChunkGroup(['refresh-cw']);

  it('puts an icon of one feature into that feature’s chunk, a shared one into `icons`', () => {
    expect(name(icon('hammer'), ctx)).toBe('icons-room');
    expect(name(icon('users'), ctx)).toBe('icons-admin');
    expect(name(icon('gavel'), ctx)).toBe('icons');
    expect(name(icon('bell'), ctx)).toBe('icons');
  });

  it('leaves icons kept apart and modules that are not icons to the default splitting', () => {
    expect(name(icon('refresh-cw'), ctx)).toBeNull();
    expect(name('/repo/node_modules/lucide-react/dist/esm/Icon.mjs', ctx)).toBeNull();
    expect(name(`${src}/features/room/a.tsx`, ctx)).toBeNull();
  });
});
