import { execFileSync } from 'node:child_process';
import { newPerson, openSignedIn } from '../support/accounts.ts';
import { readyApplicant } from '../support/applications.ts';
import { expectSoundScreen } from '../support/helpers.ts';
import { openSession } from '../support/sessions.ts';
import { expect, test } from '../support/test.ts';

test.use({ locale: 'fr-FR', viewport: { width: 360, height: 740 } });

/**
 * Opens a .zip with Python's zipfile, a reader people use (Debian's Python, by its path): every entry's checksum is
 * checked first. Answers each entry's name with its text for the JSON and text files, null for the others.
 */
function readZip(path: string): Record<string, string | null> {
  const script = `
import json, sys, zipfile
archive = zipfile.ZipFile(sys.argv[1])
damaged = archive.testzip()
if damaged is not None:
    sys.exit('damaged entry: ' + damaged)
json.dump({
    info.filename: archive.read(info.filename).decode('utf-8') if info.filename.endswith(('.json', '.txt')) else None
    for info in archive.infolist()
}, sys.stdout)
`;
  return JSON.parse(execFileSync('/usr/bin/python3', ['-c', script, path]).toString('utf8'));
}

test('an applicant downloads everything the portal holds about her from her phone, and finds her application in it', async ({
  page,
  request,
}) => {
  const session = await openSession(request, { name: `Données ${Date.now().toString(36)}`, year: 2035 });
  try {
    const person = newPerson('mydata', 'Awa');
    const { id } = await readyApplicant(request, session.id, person);
    await openSignedIn(page, request, person.username, person.password);

    await page.goto('/account/settings/data');
    await expect(page.getByRole('tab', { name: 'Mes données', selected: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Télécharger mes données' })).toBeVisible();
    // The size before anything is downloaded, in French words and digits.
    await expect(page.getByText(/^Taille : [\d,]+ (ko|Mo) \(les données et \d+ fichiers? envoyés?\)$/)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectSoundScreen(page);

    // A plain link: the phone's own download manager fetches it, under the name the server gives.
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Télécharger l’archive' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(
      new RegExp(`^personal-data-${person.username}-\\d{4}-\\d\\d-\\d\\d\\.zip$`),
    );
    await expect(page.getByRole('status').filter({ hasText: 'Le téléchargement a commencé' })).toBeVisible();
    const path = test.info().outputPath('my-data.zip');
    await file.saveAs(path);

    const archive = readZip(path);
    expect(JSON.parse(archive['applications.json']!)).toEqual([
      expect.objectContaining({ id, sessionId: session.id, userId: expect.any(Number) }),
    ]);
    expect(JSON.parse(archive['account.json']!)).toEqual([
      expect.objectContaining({ username: person.username, email: person.email }),
    ]);
    expect(archive['README.txt']).toContain('Vos données personnelles');
    expect(Object.keys(archive).filter((name) => name.startsWith('files/documents/')).length).toBeGreaterThan(0);
  } finally {
    await session.close();
  }
});
