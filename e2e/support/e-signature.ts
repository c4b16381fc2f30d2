/**
 * Helpers of the e-signature journeys: the simulator's key cards (gov-sim's developer listing), the
 * drawer, and where the SPA went after sign-in.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export interface SimKeyCard {
  id: string;
  persona: string;
  kind: string;
  pinfl: string;
  tin: string;
  cn: string;
  serialNumber: string;
  expired: boolean;
}

let cache: { password: string; list: SimKeyCard[] } | undefined;

/** gov-sim's key cards and their password. */
export async function simKeyCards(govSimUrl: string) {
  if (!cache) {
    cache = (await (await fetch(`${govSimUrl}/signing-client/key-cards`)).json()) as typeof cache;
  }
  return cache!;
}

export async function simKeyCard(govSimUrl: string, id: string): Promise<SimKeyCard> {
  const card = (await simKeyCards(govSimUrl)).list.find((c) => c.id === id);
  if (!card) throw new Error(`no key card ${id}`);
  return card;
}

const LOCALES = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../../packages/i18n/locales');

/** An English message of the catalogue (packages/i18n), e.g. `errors:business.eSignWrongPassword`. */
export function message(key: string, params: Record<string, string> = {}): string {
  const [ns, keyPath] = key.split(':') as [string, string];
  let node: unknown = JSON.parse(readFileSync(path.join(LOCALES, 'eng', `${ns}.json`), 'utf8'));
  for (const part of keyPath.split('.')) node = (node as Record<string, unknown>)[part];
  return String(node).replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');
}

/**
 * The SPA went to `path` after sign-in (spec section 4) and stored `role`. The cabinet's own index
 * (/lawyer-profile) is the person's home page.
 */
export async function expectLandedOn(page: Page, path: string, role: string): Promise<void> {
  await expect.poll(() => new URL(page.url()).pathname).toBe(path);
  expect(await page.evaluate(() => localStorage.getItem('portal.role'))).toBe(role);
}

/** Home in English, the drawer opened; answers the drawer. */
export async function openDrawer(page: Page) {
  await page.goto('/');
  await page.getByTestId('language-picker').click();
  await page.getByTestId('language-eng').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByTestId('login-e-signature').click();
  const drawer = page.getByRole('dialog', { name: 'Electronic signing' });
  await expect(drawer).toBeVisible();
  return drawer;
}

/** Chooses a key card in the drawer and types the password (when given). */
export async function chooseKey(page: Page, serialNumber: string, password?: string) {
  await page.getByTestId(`key-card-${serialNumber}`).click();
  if (password !== undefined) await page.getByTestId('e-signature-password').fill(password);
}

/** A key card's CN (upper case) as a case-insensitive pattern of the person's name. */
export function nameOf(cn: string): RegExp {
  return new RegExp(cn.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');
}
