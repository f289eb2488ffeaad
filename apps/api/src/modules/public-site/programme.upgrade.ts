import type { LocalizedText } from '@portal/shared/locales';
import { defaultEligibilityNames, defaultProgrammeTexts } from '@portal/shared/programme-defaults';

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

const localizedValues = (value: unknown): string[] => {
  if (!value || typeof value !== 'object') return [];
  const texts = Object.values(value).filter((text): text is string => typeof text === 'string' && !!text.trim());
  return [...new Set(texts.map((text) => text.trim()))];
};

/**
 * Settings saved before the eligibility names existed. For the University of Dschang they are the defaults; for
 * another university its own name and town are the best guess, and no biomedical faculty is assumed (an empty list
 * makes the rules say the setting is missing rather than accept or refuse on a wrong name).
 */
function eligibilityNames(value: Stored): Stored {
  const dschang = (value.universityName as LocalizedText | undefined)?.en === defaultProgrammeTexts.universityName.en;
  const guessed = dschang
    ? defaultEligibilityNames
    : {
        acceptedPlaces: localizedValues(value.universityTown),
        universityNames: localizedValues(value.universityName),
        biomedicalFaculties: [],
      };
  const names: Stored = {};
  for (const key of ['acceptedPlaces', 'universityNames', 'biomedicalFaculties'] as const)
    names[key] = Array.isArray(value[key]) ? value[key] : [...guessed[key]];
  return names;
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
  Object.assign(value, eligibilityNames(value));
  return { value, upgraded: JSON.stringify(value) !== JSON.stringify(stored) };
}
