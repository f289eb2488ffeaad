import { Button, MantineProvider, Modal, TextInput } from '@mantine/core';
import { defaultThemeSettings, type ThemeSettings } from '@portal/shared/theme';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toMantineTheme } from './mantine-theme';

function renderWith(settings: ThemeSettings, ui: React.ReactNode) {
  return render(<MantineProvider theme={toMantineTheme(settings, { close: 'Fermer' })}>{ui}</MantineProvider>);
}

describe('the Mantine theme', () => {
  it('gives buttons and inputs the product heights: 28, 36, 44 and 56 px for xs to lg', () => {
    for (const [size, rem] of [
      ['xs', '1.75rem'],
      ['sm', '2.25rem'],
      ['md', '2.75rem'],
      ['lg', '3.5rem'],
    ] as const) {
      const { unmount } = renderWith(
        { ...defaultThemeSettings, controlSize: size },
        <>
          <Button>Save</Button>
          <TextInput label="Town" />
        </>,
      );
      const height = `calc(${rem} * var(--mantine-scale))`;
      expect(screen.getByRole('button', { name: 'Save' }).style.getPropertyValue('--button-height')).toBe(height);
      const wrapper = screen.getByRole('textbox', { name: 'Town' }).parentElement as HTMLElement;
      expect(wrapper.style.getPropertyValue('--input-height')).toBe(height);
      unmount();
    }
  });

  it('names the close button of dialogs and renders their header as no page banner', () => {
    renderWith(
      defaultThemeSettings,
      <Modal opened onClose={() => {}} title="Delete?">
        body
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete?' });
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeTruthy();
    expect(dialog.querySelector('header')).toBeNull();
  });
});
