/**
 * The immo area's settings, from the api's environment (docs/configuration.md), read and
 * checked when the api reads its configuration: a bad value stops the start with this message.
 */
import type { AreaEnv } from 'server-kit';
import { DEFAULT_RETARD_JOURS } from './rents/rentDue';

export interface ImmoSettings {
  /** RETARD_JOURS: days past its due date after which a rent not paid in full is late. */
  retardJours: number;
}

export function readImmoSettings(env: AreaEnv): ImmoSettings {
  const given = env.RETARD_JOURS?.trim();
  const retardJours = Number(given || DEFAULT_RETARD_JOURS);
  if (!Number.isInteger(retardJours) || retardJours < 0 || retardJours > 365) {
    throw new Error(`RETARD_JOURS invalide : « ${env.RETARD_JOURS} » (nombre de jours de 0 à 365 attendu).`);
  }
  return { retardJours };
}
