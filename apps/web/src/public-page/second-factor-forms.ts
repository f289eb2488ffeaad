// The second step of the server-rendered sign-in (decision 565), loaded by the page's script (auth-forms.ts) only
// when a page holds its controls: applicants, who are never asked for a code, never download it. Without it (or
// before it has come) the controls work as without script. It must never import React, Mantine or the API client.

/** A Mantine button's words (the label inside it), which a script may change without touching its icon. */
const buttonLabel = (button: HTMLButtonElement) => button.querySelector('.mantine-Button-label') ?? button;

/**
 * "Use a recovery code" and back (decision 565), in place: the hint, the phone's keyboard and the kind of code posted
 * (without script, the button posts the form and the server answers with the other hint).
 */
function enhanceCodeKindSwitches(root: ParentNode): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>('button[data-code-kind-switch]')) {
    const form = button.form;
    const input = form?.querySelector<HTMLInputElement>('input[name="code"]');
    if (!form || !input) continue;
    button.addEventListener('click', (event) => {
      event.preventDefault();
      const kind = button.value === 'recovery' ? 'recovery' : 'app';
      const next = kind === 'recovery' ? 'app' : 'recovery';
      const posted = form.querySelector<HTMLInputElement>('input[name="kind"]');
      if (posted) posted.value = kind;
      input.setAttribute('inputmode', kind === 'recovery' ? 'text' : 'numeric');
      const hint = form.querySelector('[data-code-hint]');
      if (hint) hint.textContent = (kind === 'recovery' ? button.dataset.hintRecovery : button.dataset.hintApp) ?? '';
      button.value = next;
      buttonLabel(button).textContent =
        (next === 'recovery' ? button.dataset.labelRecovery : button.dataset.labelApp) ?? '';
      input.focus();
    });
  }
}

/** Copies a secret key or the recovery codes, and says so on the button for two seconds. */
function enhanceCopyButtons(root: ParentNode): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>('button[data-copy]')) {
    button.addEventListener('click', async () => {
      try {
        await navigator.clipboard.writeText(button.dataset.copy ?? '');
      } catch {
        // No clipboard (a page not served over HTTPS) or refused: the text stays on screen to select.
        return;
      }
      buttonLabel(button).textContent = button.dataset.labelCopied ?? '';
      setTimeout(() => {
        buttonLabel(button).textContent = button.dataset.label ?? '';
      }, 2000);
    });
  }
}

/** The recovery codes of an enrolment at sign-in: once the box is ticked, the button hands the sign-in over. */
function enhanceKeptCodes(root: ParentNode, handOver: (form: HTMLFormElement) => void): void {
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-handoff-when-kept]')) {
    const box = form.querySelector<HTMLInputElement>('input[name="kept"]');
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (!box || !button) continue;
    const follow = () => {
      button.disabled = !box.checked;
      button.toggleAttribute('data-disabled', !box.checked);
    };
    box.addEventListener('change', follow);
    follow();
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      if (box.checked) handOver(form);
    });
  }
}

/** Makes the second factor's controls in `root` work in place; `handOver` gives the app a sign-in once codes are kept. */
export function enhanceSecondFactor(root: ParentNode, handOver: (form: HTMLFormElement) => void): void {
  enhanceCodeKindSwitches(root);
  enhanceCopyButtons(root);
  enhanceKeptCodes(root, handOver);
}
