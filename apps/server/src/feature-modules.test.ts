import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FEATURES } from './feature-list.ts';
import type { FeatureModule } from './platform/http/feature-module.ts';

const featuresDir = path.join(import.meta.dirname, 'features');
const folders = fs
  .readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const isModule = (value: unknown): value is FeatureModule =>
  typeof value === 'object' && value !== null && 'register' in value && 'name' in value;

describe('feature modules', () => {
  it('gives every feature folder a <name>.module.ts', () => {
    expect(
      folders.filter((name) => !fs.existsSync(path.join(featuresDir, name, `${name}.module.ts`))),
    ).toEqual([]);
  });

  it('registers every module the features export, once, under its own name', async () => {
    const exported = (
      await Promise.all(folders.map((name) => import(path.join(featuresDir, name, `${name}.module.ts`))))
    ).flatMap((module: Record<string, unknown>) => Object.values(module).filter(isModule));
    expect(exported.length).toBeGreaterThan(folders.length - 1);
    expect(FEATURES.filter((feature) => !exported.includes(feature))).toEqual([]);
    expect(exported.filter((feature) => !FEATURES.includes(feature)).map((feature) => feature.name)).toEqual(
      [],
    );
    const names = FEATURES.map((feature) => feature.name);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });
});
