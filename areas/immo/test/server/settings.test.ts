/** RETARD_JOURS, immo's one setting: a whole number of days from 0 to 365, 5 when not set. */
import { readImmoSettings } from '../../src/server/settings';

test('not set, or set empty: 5 days, the rent cycle default', () => {
  expect(readImmoSettings({})).toEqual({ retardJours: 5 });
  expect(readImmoSettings({ RETARD_JOURS: '  ' })).toEqual({ retardJours: 5 });
});

test('a whole number of days from 0 to 365, spaces around it allowed', () => {
  expect(readImmoSettings({ RETARD_JOURS: '0' })).toEqual({ retardJours: 0 });
  expect(readImmoSettings({ RETARD_JOURS: ' 10 ' })).toEqual({ retardJours: 10 });
  expect(readImmoSettings({ RETARD_JOURS: '365' })).toEqual({ retardJours: 365 });
});

test.each(['douze', '-1', '366', '2.5'])('%s: refused, with the message the api stops on', (value) => {
  expect(() => readImmoSettings({ RETARD_JOURS: value })).toThrow(
    `RETARD_JOURS invalide : « ${value} » (nombre de jours de 0 à 365 attendu).`,
  );
});
