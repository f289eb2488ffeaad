import { defaultProgrammeSettings } from '@portal/shared/programme';
import { placeholderContactFields } from '@portal/shared/programme-defaults';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { programmeSettings } from '../../src/db/schema/index.ts';
import { upgradeStoredSettings } from '../../src/modules/public-site/programme.upgrade.ts';
import { createTestApp, type TestApp, type TestUser } from '../test-app.ts';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'ADMIN' });
});
afterAll(() => t.close());

/** Settings as an administrator saved them before texts were kept in three languages. */
const savedInTheFormerShape = {
  universityName: 'University of Dschang',
  universityTown: 'Dschang',
  swissAddress: { name: 'Fondation Borse Dschang', lines: 'Via Cantonale 12\n6900 Lugano' },
  cameroonAddress: { name: 'Cameroon branch', lines: 'Dschang, West Region, Cameroon' },
  email: 'bourses@fondation.ch',
  phone: '+41 91 123 45 67',
  allowanceAmount: 700_000,
  currency: 'FCFA',
  historicalSessions: 12,
  historicalScholarships: 170,
  historicalValue: 130_000_000,
};

const storedRow = async () => (await t.database.db.select().from(programmeSettings))[0]?.value;

describe('programme settings saved in the former shape', () => {
  it('are read in three languages, keeping every edit, and written back in the new shape', async () => {
    await t.database.db.insert(programmeSettings).values({ id: 1, value: savedInTheFormerShape });

    const response = await t.injectAs(null, { method: 'GET', url: '/api/settings/public' });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    // The administrator's own texts stand in every language until translated.
    const lugano = 'Via Cantonale 12\n6900 Lugano';
    expect(data.swissAddress).toEqual({
      name: { en: 'Fondation Borse Dschang', fr: 'Fondation Borse Dschang', it: 'Fondation Borse Dschang' },
      lines: { en: lugano, fr: lugano, it: lugano },
    });
    // Texts never changed from the fresh install become the translated defaults.
    expect(data.universityName).toEqual({
      en: 'University of Dschang',
      fr: 'Université de Dschang',
      it: 'Università di Dschang',
    });
    expect(data.cameroonAddress.name.fr).toBe('Antenne camerounaise');
    expect(data).toMatchObject({ email: 'bourses@fondation.ch', phone: '+41 91 123 45 67', allowanceAmount: 700_000 });

    const stored = await storedRow();
    expect(stored).toMatchObject({ swissAddress: data.swissAddress, universityName: data.universityName });
    const full = (await t.injectAs(admin, { method: 'GET', url: '/api/settings' })).json().data;
    expect(full).toEqual(stored);
    expect(full.historicalScholarships).toBe(170);
    // Saved before the eligibility names existed: the University of Dschang's own, written back with the rest.
    expect(full).toMatchObject({
      acceptedPlaces: ['Dschang', 'Menoua'],
      universityNames: ['Université de Dschang', 'University of Dschang', 'Università di Dschang', 'UDs'],
      biomedicalFaculties: [
        'Faculté de Médecine et des Sciences Biomédicales',
        'Faculty of Medicine and Biomedical Sciences',
      ],
    });
    expect(data).not.toHaveProperty('acceptedPlaces');
  });

  it('refuses a text in one language only, naming the missing language', async () => {
    const response = await t.injectAs(admin, {
      method: 'PUT',
      url: '/api/settings',
      payload: { ...defaultProgrammeSettings, swissAddress: { name: 'Comité', lines: { en: 'x', fr: 'y', it: '' } } },
    });
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .fieldErrors.map((problem: { field: string }) => problem.field)
        .sort(),
    ).toEqual(['swissAddress.lines.it', 'swissAddress.name']);
  });
});

describe('eligibility names missing from a stored row', () => {
  it('are guessed from another university’s own name and town, with no biomedical faculty assumed', () => {
    const buea = { en: 'University of Buea', fr: 'Université de Buea', it: 'University of Buea' };
    const { value, upgraded } = upgradeStoredSettings({
      ...defaultProgrammeSettings,
      universityName: buea,
      universityTown: { en: 'Buea', fr: 'Buea', it: 'Buea' },
      acceptedPlaces: undefined,
      universityNames: undefined,
      biomedicalFaculties: undefined,
    });
    expect(upgraded).toBe(true);
    expect(value).toMatchObject({
      acceptedPlaces: ['Buea'],
      universityNames: ['University of Buea', 'Université de Buea'],
      biomedicalFaculties: [],
    });
  });

  it('are kept as the administrator saved them, even empty, and nothing is written back', () => {
    const saved = { ...defaultProgrammeSettings, acceptedPlaces: [], biomedicalFaculties: ['FMSB'] };
    const { value, upgraded } = upgradeStoredSettings(saved);
    expect(upgraded).toBe(false);
    expect(value).toEqual(saved);
  });

  it('are refused when a name is blank, naming the entry', async () => {
    const response = await t.injectAs(admin, {
      method: 'PUT',
      url: '/api/settings',
      payload: { ...defaultProgrammeSettings, acceptedPlaces: ['Dschang', ' '] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.map((problem: { field: string }) => problem.field)).toEqual([
      'acceptedPlaces.1',
    ]);
  });
});

describe('placeholder contact details', () => {
  it('are the fresh install’s e-mail, phone and addresses, until an administrator changes them', () => {
    expect(placeholderContactFields(defaultProgrammeSettings)).toEqual([
      'email',
      'phone',
      'swissAddress',
      'cameroonAddress',
    ]);
    const real = {
      ...defaultProgrammeSettings,
      email: 'bourses@fondation.ch',
      phone: '+237 699 12 34 56',
      swissAddress: { ...defaultProgrammeSettings.swissAddress, lines: { en: 'Lugano', fr: 'Lugano', it: 'Lugano' } },
    };
    expect(placeholderContactFields(real)).toEqual(['cameroonAddress']);
    expect(placeholderContactFields({ ...real, phone: '000 000' })).toEqual(['phone', 'cameroonAddress']);
  });
});
