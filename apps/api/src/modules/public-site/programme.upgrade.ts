import type { LocalizedText } from '@portal/shared/locales';
import { defaultProgrammeTexts } from '@portal/shared/programme-defaults';

type Stored = Record<string, unknown>;

/**
 * Before the texts visitors read were kept in three languages, they were plain strings. A string the administrator
 * never changed (the former English default) becomes the translated default; any other string is their own text,
 * kept as it is in every language until they translate it.
 */
const formerDefaults = {
  universityName: 'University of Dschang',
  universityTown: 'Dschang',
  swissAddress: { name: 'Swiss committee', lines: 'Switzerland' },
  cameroonAddress: { name: 'Cameroon branch', lines: 'Dschang, West Region, Cameroon' },
};

function upgradeText(value: unknown, former: string, fresh: LocalizedText): unknown {
  if (typeof value !== 'string') return value;
  return value.trim() === former ? fresh : { en: value, fr: value, it: value };
}

function upgradeAddress(value: unknown, key: 'swissAddress' | 'cameroonAddress'): unknown {
  if (!value || typeof value !== 'object') return value;
  const address = value as Stored;
  return {
    ...address,
    name: upgradeText(address.name, formerDefaults[key].name, defaultProgrammeTexts[key].name),
    lines: upgradeText(address.lines, formerDefaults[key].lines, defaultProgrammeTexts[key].lines),
  };
}

/** The stored settings in today's shape, and whether anything had to change (then the caller writes it back). */
export function upgradeStoredSettings(stored: Stored | undefined): { value: Stored; upgraded: boolean } {
  if (!stored) return { value: {}, upgraded: false };
  const value: Stored = {
    ...stored,
    universityName: upgradeText(
      stored.universityName,
      formerDefaults.universityName,
      defaultProgrammeTexts.universityName,
    ),
    universityTown: upgradeText(
      stored.universityTown,
      formerDefaults.universityTown,
      defaultProgrammeTexts.universityTown,
    ),
    swissAddress: upgradeAddress(stored.swissAddress, 'swissAddress'),
    cameroonAddress: upgradeAddress(stored.cameroonAddress, 'cameroonAddress'),
  };
  return { value, upgraded: JSON.stringify(value) !== JSON.stringify(stored) };
}
