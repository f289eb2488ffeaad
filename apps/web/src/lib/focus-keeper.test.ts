import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installFocusKeeper } from './focus-keeper';

/** Lets the keeper's observer and its queued check run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let uninstall: () => void;
beforeEach(() => {
  document.body.innerHTML = `
    <a href="#main-content" id="skip">Skip to main content</a>
    <main id="main-content" tabindex="-1">
      <section data-focus-region>
        <h2 id="heading" tabindex="-1" data-focus-home>Family</h2>
        <form data-focus-region>
          <input id="town" />
          <p id="status" role="status" tabindex="-1" data-focus-home>Saved on the server.</p>
          <button id="save" type="submit">Save</button>
          <button id="open" type="button">Add a member</button>
        </form>
      </section>
      <p id="text">Plain text</p>
    </main>
    <div role="dialog" id="dialog"><form id="dialog-form"><button id="confirm">Save the member</button></form></div>`;
  uninstall = installFocusKeeper(document);
});
afterEach(() => uninstall());

const byId = (id: string) => document.getElementById(id) as HTMLButtonElement;

describe('the focus keeper', () => {
  it('gives the focus back to a button that was busy (disabled while it saves) once it is enabled again', async () => {
    byId('save').focus();
    // What the browser does to a focused element turning disabled (jsdom will not blur a disabled one).
    byId('save').blur();
    byId('save').disabled = true;
    await settle();
    expect(document.activeElement).toBe(document.body);
    byId('save').disabled = false;
    await settle();
    expect(document.activeElement).toBe(byId('save'));
  });

  it('sends the focus of a removed element to the home of its region: the form’s status line', async () => {
    byId('save').focus();
    byId('save').remove();
    await settle();
    expect(document.activeElement).toBe(byId('status'));
  });

  it('goes to the next region out when the whole form is gone: the section’s heading, never the skip link', async () => {
    byId('town').focus();
    document.querySelector('form')?.remove();
    await settle();
    expect(document.activeElement).toBe(byId('heading'));
  });

  it('returns from a closed dialog to the element that opened it', async () => {
    byId('open').focus();
    byId('confirm').focus();
    byId('dialog').remove();
    await settle();
    expect(document.activeElement).toBe(byId('open'));
  });

  it('returns to the opener when only the dialog’s content goes (the dialog fading out after)', async () => {
    byId('open').focus();
    byId('confirm').focus();
    byId('dialog-form').remove();
    await settle();
    expect(document.activeElement).toBe(byId('open'));
  });

  it('goes to the opener’s region when the dialog’s opener is gone too (a decision that removed its button)', async () => {
    byId('open').focus();
    byId('confirm').focus();
    byId('open').remove();
    byId('dialog').remove();
    await settle();
    expect(document.activeElement).toBe(byId('status'));
  });

  it('falls back to the page’s main content when no region is left', async () => {
    byId('town').focus();
    document.querySelector('section')?.remove();
    await settle();
    expect(document.activeElement).toBe(byId('main-content'));
  });

  it('leaves alone a focus the person put nowhere on purpose (a click on text)', async () => {
    byId('save').focus();
    byId('save').blur();
    await settle();
    byId('text').textContent = 'Changed';
    byId('save').disabled = true;
    byId('save').disabled = false;
    await settle();
    expect(document.activeElement).toBe(document.body);
  });
});
